'use client';
import type { SectionField } from '../core/form-definition';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface SectionHeadingProps {
  readonly field: SectionField;
  /** The heading level that fits the page's outline. */
  readonly level: HeadingLevel;
}

/** A section of the form: a heading only, with its description, underlined if set (spec 000 §3). */
export function SectionHeading({ field, level }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="vitrine-form-section" data-underline={field.underline ? true : undefined}>
      {field.title ? (
        <Heading className="vitrine-form-section__title">{field.title}</Heading>
      ) : null}
      {field.description ? (
        <p className="vitrine-form-section__description">{field.description}</p>
      ) : null}
    </div>
  );
}
