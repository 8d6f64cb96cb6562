'use client';
import { common } from '@vitrine/i18n-fr/common';
import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { useStaticMessage } from '../utilities/use-static-message';
import { VISUALLY_HIDDEN } from '../visually-hidden/visually-hidden';
import {
  measurePathLength,
  measureTextLength,
  observeOnScreen,
  observeWidth,
  readFontSizes,
} from './marquee.dom';
import { dynamicFontSize, isSmallFont, marqueeGeometry } from './marquee-geometry';
import { advanceMarqueeOffset, marqueeCopyCount } from './marquee-motion';
import {
  checkMarqueeSettings,
  MARQUEE_BASE_SPEED_PX_PER_S,
  type MarqueeSettings,
} from './marquee-settings';

export interface MarqueeProps extends Partial<MarqueeSettings> {
  /** The text that scrolls. */
  readonly text: string;
  readonly className?: string;
}

/** What the marquee is doing, as `data-state`. */
export type MarqueeState = 'static' | 'running' | 'paused' | 'stopped';

/** Space between the repeated copies of the text: two em spaces, which are never collapsed. */
const COPY_SEPARATOR = '\u2003\u2003';

interface Layout {
  readonly width: number;
  readonly fontSize: number;
}

/**
 * Provides marquee text (spec 001 sections 3, 4 and 9): the text scrolls continuously along a
 * wave (SVG `textPath`), stops off-screen, pauses on hover when configured and behind a pause
 * button for keyboard users; under reduced motion, and before it can measure itself (server
 * rendering), it shows the static text. Screen readers get the text once; the moving copies
 * are hidden from them.
 */
export function Marquee({ text: rawText, className, ...settingsInput }: MarqueeProps) {
  const text = typeof rawText === 'string' ? rawText : '';
  const { settings, warnings } = checkMarqueeSettings(settingsInput);
  const { waveFrequency, waveIntensity, animationDirection, animationSpeed, pausedOnHover } =
    settings;
  const pauseLabel = useStaticMessage(common, 'common.pauseAnimation');
  const reducedMotion = usePrefersReducedMotion();
  const pathId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const pathRef = useRef<SVGPathElement>(null);
  const measureRef = useRef<SVGTextElement>(null);
  const textPathRef = useRef<SVGTextPathElement>(null);
  const offset = useRef(0);
  const [layout, setLayout] = useState<Layout>();
  const [copy, setCopy] = useState({ length: 0, count: 1 });
  const [onScreen, setOnScreen] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);

  const warningList = warnings.join('; ');
  useEffect(() => {
    if (warningList) console.warn(`[vitrine/marquee] ${warningList}.`);
  }, [warningList]);
  useEffect(() => {
    if (typeof rawText !== 'string') console.warn('[vitrine/marquee] text must be a string.');
  }, [rawText]);

  // Measured after the first paint (the server's static text shows until then), so hydrating
  // the block and laying out the wave are separate tasks, not one long one.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    return observeWidth(root, (width) => {
      const { fontSize, rootFontSize } = readFontSizes(root);
      const next = { width, fontSize: dynamicFontSize(fontSize, rootFontSize) };
      // Laying the wave out is not urgent: React renders it in slices.
      startTransition(() => setLayout(next));
    });
  }, []);
  useEffect(() => {
    const root = rootRef.current;
    return root ? observeOnScreen(root, setOnScreen) : undefined;
  }, []);

  const animated = !reducedMotion && layout !== undefined && layout.width > 0 && text.trim() !== '';
  const geometry = useMemo(
    () =>
      layout &&
      marqueeGeometry({
        width: layout.width,
        fontSize: layout.fontSize,
        waveIntensity,
        waveFrequency,
      }),
    [layout, waveIntensity, waveFrequency],
  );
  const state: MarqueeState = !animated
    ? 'static'
    : !onScreen
      ? 'stopped'
      : pausedByVisitor || (pausedOnHover && hovered)
        ? 'paused'
        : 'running';

  // Measures one copy of the text and the wave, then lays enough copies along it.
  useLayoutEffect(() => {
    if (!animated || !geometry || !text) return;
    const length = measureTextLength(measureRef.current);
    const count = marqueeCopyCount(measurePathLength(pathRef.current), length);
    setCopy((current) =>
      current.length === length && current.count === count ? current : { length, count },
    );
  }, [animated, geometry, text]);

  // Keeps the text where it was when the copies or the wave change.
  useLayoutEffect(() => {
    if (!animated) return;
    const direction = animationDirection;
    offset.current = advanceMarqueeOffset(offset.current, 0, {
      pxPerSecond: 0,
      copyLength: copy.length,
      direction,
    });
    textPathRef.current?.setAttribute('startOffset', String(offset.current));
  }, [animated, copy, animationDirection]);

  useEffect(() => {
    const textPath = textPathRef.current;
    if (state !== 'running' || !textPath || !(copy.length > 0)) return;
    const motion = {
      pxPerSecond: animationSpeed * MARQUEE_BASE_SPEED_PX_PER_S,
      copyLength: copy.length,
      direction: animationDirection,
    };
    let last: number | undefined;
    let frame = requestAnimationFrame(function step(time) {
      if (last !== undefined) {
        offset.current = advanceMarqueeOffset(offset.current, time - last, motion);
        textPath.setAttribute('startOffset', String(offset.current));
      }
      last = time;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [state, copy.length, animationSpeed, animationDirection]);

  const fontSize = layout?.fontSize;
  return (
    <div
      ref={rootRef}
      className={className ? `vitrine-marquee ${className}` : 'vitrine-marquee'}
      data-state={state}
      data-direction={animationDirection}
      data-paused-on-hover={pausedOnHover || undefined}
      data-small-font={(fontSize !== undefined && isSmallFont(fontSize)) || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <p className="vitrine-marquee__text" style={animated ? VISUALLY_HIDDEN : undefined}>
        {text}
      </p>
      {animated && geometry && (
        <>
          <svg
            className="vitrine-marquee__wave"
            aria-hidden="true"
            focusable="false"
            width={geometry.width}
            height={geometry.height}
            viewBox={`0 0 ${geometry.width} ${geometry.height}`}
            style={{ display: 'block', overflow: 'visible', maxWidth: '100%' }}
          >
            <path ref={pathRef} id={pathId} d={geometry.path} fill="none" />
            <text
              ref={measureRef}
              x={0}
              y={-geometry.height}
              fontSize={fontSize}
              visibility="hidden"
              style={{ whiteSpace: 'pre' }}
            >
              {text + COPY_SEPARATOR}
            </text>
            <text fontSize={fontSize} fill="currentColor" style={{ whiteSpace: 'pre' }}>
              <textPath
                ref={textPathRef}
                href={`#${pathId}`}
                className="vitrine-marquee__path-text"
              >
                {Array.from({ length: copy.count }, () => text).join(COPY_SEPARATOR)}
              </textPath>
            </text>
          </svg>
          <button
            type="button"
            className="vitrine-marquee__pause"
            aria-pressed={pausedByVisitor}
            onClick={() => setPausedByVisitor((paused) => !paused)}
          >
            {pauseLabel}
          </button>
        </>
      )}
    </div>
  );
}
