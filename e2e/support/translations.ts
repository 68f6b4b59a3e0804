import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TEXTS_ES } from "../../packages/domain/src/i18n/texts-es.js";
import { TEXTS_FR_CA } from "../../packages/domain/src/i18n/texts-fr-ca.js";

export type TranslatedLocale = "es" | "fr-CA";

const webSource = fileURLToPath(new URL("../../packages/web/src", import.meta.url));

function poFiles(dir: string, locale: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return poFiles(path, locale);
    return path.endsWith(`/locales/${locale}.po`) ? [path] : [];
  });
}

const unquote = (line: string) => JSON.parse(line.trim()) as string;

/** A PO file's entries (msgid -> msgstr), continuation lines joined. */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let msgid = "";
  let msgstr = "";
  const flush = () => {
    if (msgid) entries.set(msgid, msgstr);
    msgid = "";
    msgstr = "";
  };
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      field = "msgid";
      msgid = unquote(line.slice(6));
    } else if (line.startsWith("msgstr ")) {
      field = "msgstr";
      msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === "msgid") msgid += unquote(line);
      else msgstr += unquote(line);
    } else field = null;
  }
  flush();
  return entries;
}

/**
 * The English texts that read differently in `locale`: the web's catalogues (messages without placeholders) and
 * the domain's. A page in that language that still shows one of them, whole, has English left.
 */
export function englishWithTranslation(locale: TranslatedLocale): Set<string> {
  const english = new Set<string>();
  for (const path of poFiles(webSource, locale)) {
    for (const [msgid, msgstr] of readPo(path)) {
      if (!msgid.includes("{") && msgstr && msgstr !== msgid) english.add(msgid);
    }
  }
  for (const [text, translated] of Object.entries(locale === "es" ? TEXTS_ES : TEXTS_FR_CA)) {
    if (!text.includes("{") && translated !== text) english.add(text);
  }
  return english;
}
