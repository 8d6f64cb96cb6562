'use client';
import type { Ref } from 'react';
import type { MarqueeGeometry } from './marquee-geometry';

/** Space between the repeated copies of the text: two em spaces, which are never collapsed. */
export const COPY_SEPARATOR = '\u2003\u2003';

export interface MarqueeWaveProps {
  readonly geometry: MarqueeGeometry;
  readonly pathId: string;
  readonly text: string;
  readonly fontSize: number | undefined;
  /** How many copies of the text fill the wave. */
  readonly copies: number;
  readonly pathRef: Ref<SVGPathElement>;
  readonly measureRef: Ref<SVGTextElement>;
  readonly textPathRef: Ref<SVGTextPathElement>;
}

/**
 * The wave the text scrolls along (SVG `textPath`), hidden from assistive technologies: with a
 * hidden copy of the text (and its separator) to measure, and the copies that move.
 */
export function MarqueeWave({
  geometry,
  pathId,
  text,
  fontSize,
  copies,
  pathRef,
  measureRef,
  textPathRef,
}: MarqueeWaveProps) {
  return (
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
        <textPath ref={textPathRef} href={`#${pathId}`} className="vitrine-marquee__path-text">
          {Array.from({ length: copies }, () => text).join(COPY_SEPARATOR)}
        </textPath>
      </text>
    </svg>
  );
}
