/**
 * The bundle's own string lookup (docs/decisions/046-own-translator.md): what the widgets used
 * of i18next, 15.5 kB gzip on every page with a widget, in well under 1 kB. It keeps i18next's
 * behaviour and its JSON v4 format, so the CMS's string resources (spec 000 §7) and the bundle's
 * own (decision 020) are read as before:
 * - a dotted key looks up the nested dictionary (`Core.ErrorServer`); a key it lacks, or text
 *   that is no key (a server's sentence), comes back as it is;
 * - `count` picks the plural form of the page's locale (`Found_one`, `Found_other`, and
 *   `_zero` for 0 when there is one), through Intl.PluralRules;
 * - `{{name}}` takes the option of that name, as text (no escaping: React and textContent
 *   render text); a placeholder without its option stays as it is; `skipInterpolation` gives
 *   the text with its placeholders (a widget that places each part itself);
 * - words added later complete the dictionary without replacing any, and those listening to
 *   `added` hear it (React widgets render again: src/core/react/translation.tsx).
 */
export type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;
export type StringResources = Record<string, Record<string, string>>;

type Dictionary = { [key: string]: string | Dictionary };
type Listener = () => void;

/** An event source with the on/off of i18next's store, for what React widgets listen to. */
class Listeners {
  private readonly listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }
  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener();
  }
}

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

function lookup(words: Dictionary, key: string): string | undefined {
  let found: string | Dictionary | undefined = words;
  for (const part of key.split('.')) {
    if (typeof found !== 'object' || !Object.hasOwn(found, part)) return undefined;
    found = found[part];
  }
  return typeof found === 'string' ? found : undefined;
}

/** Puts in what `from` has and `into` lacks, at every depth; nothing is replaced. */
function complete(into: Dictionary, from: Dictionary): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (existing === undefined) into[key] = value;
    else if (typeof existing === 'object' && typeof value === 'object') complete(existing, value);
  }
}

export class Translator {
  /** Emits `added` when words are added (i18next's `i18n.store`). */
  readonly store = new Listeners();
  private readonly words: Dictionary;
  private readonly plurals: Intl.PluralRules;

  /** `language` is the page's full locale (pt-PT, nl-BE: decision 018): plurals follow it. */
  constructor(
    readonly language: string,
    resources: StringResources,
    private readonly onMissing?: (key: string) => void,
  ) {
    this.words = structuredClone(resources) as Dictionary;
    this.plurals = new Intl.PluralRules(language);
  }

  /** Bound, as i18next's is: widgets pass `t` around. */
  readonly t: TFunction = (key, options = {}) => {
    const { count } = options;
    const candidates = [key];
    if (typeof count === 'number') {
      candidates.unshift(`${key}_${this.plurals.select(count)}`);
      if (count === 0) candidates.unshift(`${key}_zero`);
    }
    let text: string | undefined;
    for (const candidate of candidates) {
      text = lookup(this.words, candidate);
      if (text !== undefined) break;
    }
    if (text === undefined) {
      this.onMissing?.(key);
      text = key;
    }
    if (options.skipInterpolation) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name.trim()];
      return value === undefined ? placeholder : String(value);
    });
  };

  /** Adds the words the dictionary lacks (i18next's `addResourceBundle(…, true, false)`). */
  addResources(resources: StringResources): void {
    complete(this.words, resources as Dictionary);
    this.store.emit('added');
  }
}
