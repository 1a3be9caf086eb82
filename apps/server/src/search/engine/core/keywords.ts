import { isRequestWord, isStopword, MODEL_LINK_WORDS } from './stopwords.js';
import { foldText, stem, tokenize, type KeywordPhrase } from './text.js';

/** A search's keywords and free description as phrases to look for in ads (docs/scoring.md, "Fit"). */

function phraseOf(foldedText: string): KeywordPhrase | null {
  const words = tokenize(foldedText);
  return words.length ? { text: words.join(' '), stems: words.map(stem) } : null;
}

function addUnique(list: KeywordPhrase[], phrase: KeywordPhrase | null): void {
  if (!phrase) return;
  const key = phrase.stems.join(' ');
  if (!list.some((p) => p.stems.join(' ') === key)) list.push(phrase);
}

/** A hyphenated model name ("mt-07", "c-max", "mercedes-benz"): one phrase, its words together. */
const HYPHENATED = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/**
 * The loose keywords as phrases: hyphenated names whole, and a model link word with the word after it ("clase a",
 * "serie 1"), a stopword or not: "a" alone would match nearly every ad, "clase" alone every Clase.
 */
function loosePhrases(loose: string): string[][] {
  const items: string[][] = [];
  for (const chunk of loose.split(/[\s,;]+/)) {
    const bare = chunk.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
    if (HYPHENATED.test(bare)) items.push(bare.split('-'));
    else for (const word of tokenize(chunk)) items.push([word]);
  }
  const phrases: string[][] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.length === 1 && MODEL_LINK_WORDS.has(item[0]) && i + 1 < items.length) phrases.push([...item, ...items[++i]]);
    else if (item.length > 1 || !isStopword(item[0])) phrases.push(item);
  }
  return phrases;
}

/**
 * Parses the search's keywords: words separated by spaces or commas are separate keywords (all must
 * appear); "double-quoted text" is one phrase whose words must appear together, in order, and so are a hyphenated
 * name ("MT-07") and a model link word with the next ("Clase A", "Serie 1"). Lone stopwords ("de", "la") are dropped.
 */
export function parseKeywords(keywords: string): KeywordPhrase[] {
  const phrases: KeywordPhrase[] = [];
  const folded = foldText(keywords);
  const quoted = /"([^"]*)"/g;
  let last = 0;
  const loose: string[] = [];
  for (let m = quoted.exec(folded); m; m = quoted.exec(folded)) {
    loose.push(folded.slice(last, m.index));
    addUnique(phrases, phraseOf(m[1]));
    last = m.index + m[0].length;
  }
  loose.push(folded.slice(last));
  for (const words of loosePhrases(loose.join(' '))) addUnique(phrases, { text: words.join(' '), stems: words.map(stem) });
  return phrases;
}

/** Significant single words of the customer's free description (at most `limit`). */
export function parseDescriptionTerms(userSearch: string, limit = 12): KeywordPhrase[] {
  const terms: KeywordPhrase[] = [];
  for (const word of tokenize(foldText(userSearch))) {
    if (terms.length >= limit) break;
    if (word.length < 3 || isStopword(word) || isRequestWord(word)) continue;
    addUnique(terms, { text: word, stems: [stem(word)] });
  }
  return terms;
}
