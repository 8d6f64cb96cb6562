/** A value an enumeration member may hold: the spec's enumerations are numbers or strings. */
export type EnumValue = string | number;

/** The members of an enumeration: SCREAMING_SNAKE keys mapped to their values. */
export type EnumMembers = Readonly<Record<string, EnumValue>>;

/** The key, of the members `T`, that holds the value `V`. */
export type EnumKeyFor<T extends EnumMembers, V> = {
  [K in keyof T]: T[K] extends V ? K : never;
}[keyof T] &
  string;

/** The helpers every enumeration carries beside its members (non-enumerable). */
export interface EnumHelpers<T extends EnumMembers> {
  /** Every value, in declaration order. */
  readonly values: readonly T[keyof T][];
  /** Reverse lookup: the key holding `value`, or `undefined` when no member holds it. */
  keyOf<V extends T[keyof T]>(value: V): EnumKeyFor<T, V>;
  keyOf(value: unknown): (keyof T & string) | undefined;
  /** Whether `value` is one of the enumeration's values (strict equality, no coercion). */
  is(value: unknown): value is T[keyof T];
}

/** A frozen enumeration object: its members plus {@link EnumHelpers}. */
export type Enum<T extends EnumMembers> = Readonly<T> & EnumHelpers<T>;

/** The union of the values of an enumeration made by {@link defineEnum}. */
export type EnumValueOf<E> = E extends EnumHelpers<infer T> ? T[keyof T] : never;

const HELPER_NAMES = new Set(['values', 'keyOf', 'is']);
const MEMBER_KEY = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * Creates a frozen enumeration from its members, keeping each value's literal type
 * (`PageType.NOT_FOUND` is typed `100`) and adding non-enumerable `values`, `keyOf` and `is`.
 * Throws on a programming mistake: a key that is not SCREAMING_SNAKE, or two keys for one value
 * (the reverse lookup would be ambiguous).
 */
export function defineEnum<const T extends EnumMembers>(members: T): Enum<T> {
  const keysByValue = new Map<unknown, keyof T & string>();
  for (const [key, value] of Object.entries(members)) {
    if (!MEMBER_KEY.test(key) || HELPER_NAMES.has(key)) {
      throw new TypeError(`defineEnum: the key "${key}" is not a SCREAMING_SNAKE member name.`);
    }
    if (keysByValue.has(value)) {
      throw new TypeError(
        `defineEnum: the value ${JSON.stringify(value)} is held by both "${keysByValue.get(value)}" and "${key}".`,
      );
    }
    keysByValue.set(value, key);
  }
  const values = Object.freeze([...keysByValue.keys()]) as readonly T[keyof T][];
  const keyOf = (value: unknown): (keyof T & string) | undefined => keysByValue.get(value);
  const is = (value: unknown): value is T[keyof T] => keysByValue.has(value);
  const target = { ...members };
  Object.defineProperties(target, {
    values: { value: values, enumerable: false },
    keyOf: { value: keyOf, enumerable: false },
    is: { value: is, enumerable: false },
  });
  return Object.freeze(target) as Enum<T>;
}
