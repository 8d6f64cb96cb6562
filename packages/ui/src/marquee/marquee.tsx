'use client';
import { commonMotion } from '@vitrine/i18n-fr/common';
import { useId, useMemo, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { useStaticMessage } from '../utilities/use-static-message';
import { VISUALLY_HIDDEN } from '../visually-hidden/visually-hidden';
import { isSmallFont, marqueeGeometry } from './marquee-geometry';
import { checkMarqueeSettings, type MarqueeSettings } from './marquee-settings';
import { MarqueeWave } from './marquee-wave';
import { useMarqueeCopies } from './use-marquee-copies';
import { useMarqueeLayout, useOnScreen } from './use-marquee-layout';
import { useMarqueeScroll } from './use-marquee-scroll';
import { useMarqueeWarnings } from './use-marquee-warnings';

export interface MarqueeProps extends Partial<MarqueeSettings> {
  /** The text that scrolls. */
  readonly text: string;
  readonly className?: string;
}

/** What the marquee is doing, as `data-state`. */
export type MarqueeState = 'static' | 'running' | 'paused' | 'stopped';

/** What the marquee does: still, running, paused (hover or its button) or stopped off-screen. */
function marqueeState(animated: boolean, onScreen: boolean, paused: boolean): MarqueeState {
  if (!animated) return 'static';
  if (!onScreen) return 'stopped';
  return paused ? 'paused' : 'running';
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
  const { waveFrequency, waveIntensity, animationDirection, pausedOnHover } = settings;
  const pauseLabel = useStaticMessage(commonMotion, 'common.pauseAnimation');
  const reducedMotion = usePrefersReducedMotion();
  const pathId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const pathRef = useRef<SVGPathElement>(null);
  const measureRef = useRef<SVGTextElement>(null);
  const textPathRef = useRef<SVGTextPathElement>(null);
  const [hovered, setHovered] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  useMarqueeWarnings(warnings, rawText);
  const layout = useMarqueeLayout(rootRef);
  const onScreen = useOnScreen(rootRef);

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
  const paused = pausedByVisitor || (pausedOnHover && hovered);
  const state = marqueeState(animated, onScreen, paused);
  const copies = useMarqueeCopies(measureRef, pathRef, animated, geometry, text);
  useMarqueeScroll(textPathRef, animated, state === 'running', copies, settings);

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
          <MarqueeWave
            geometry={geometry}
            pathId={pathId}
            text={text}
            fontSize={fontSize}
            copies={copies.count}
            pathRef={pathRef}
            measureRef={measureRef}
            textPathRef={textPathRef}
          />
          {/* Visible to every visitor (WCAG 2.2.2): a touch screen has no hover to pause with. */}
          <button
            type="button"
            className="vitrine-marquee__pause"
            aria-label={pauseLabel}
            aria-pressed={pausedByVisitor}
            onClick={() => setPausedByVisitor((value) => !value)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d={pausedByVisitor ? 'M5 3l8 5-8 5z' : 'M4 3h3v10H4zM9 3h3v10H9z'} />
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
