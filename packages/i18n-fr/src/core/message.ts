import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A compiled ICU message: the AST produced by `@formatjs/icu-messageformat-parser`. */
export type MessageAst = readonly MessageFormatElement[];

/**
 * One catalogue entry. A plain string is a literal (no ICU syntax left in it once compiled);
 * an array is a precompiled ICU AST, formatted without the parser.
 */
export type Message = string | MessageAst;

/** A catalogue of messages whose keys are kept in the type, so unknown keys fail to compile. */
export type Catalogue<K extends string = string> = Readonly<Record<K, Message>>;

/** The keys of a catalogue. */
export type CatalogueKey<C> = C extends Catalogue<infer K> ? K : never;

/** A value given to an ICU argument. Numbers and dates are formatted through `Intl`. */
export type MessageValue = string | number | bigint | boolean | Date | null | undefined;

/** The values given to one message, by argument name. */
export type MessageValues = Readonly<Record<string, MessageValue>>;
