import { formatText, type Locale } from "@mnx/domain";
import { escapeHtml } from "../../html.js";
import { textsOf } from "../../i18n/language.js";
import type { EmailRow } from "./email-repository.js";

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = "Maintenance Nexus";
const SETTINGS_PATH = "/notifications/settings";

/** The frame's texts in the recipient's language (the notification's own title and line already are). */
const say = (locale: Locale, template: string, values: Readonly<Record<string, string | number>> = {}) =>
  formatText(textsOf(locale), template, values);

const footerText = (locale: Locale, origin: string) =>
  say(locale, "You get this email because of your notification settings: {url}", {
    url: `${origin}${SETTINGS_PATH}`,
  });

const footerHtml = (locale: Locale, origin: string) =>
  `<p style="color:#667085;font-size:12px">${say(locale, "You get this email because of your {link}.", {
    link: `<a href="${escapeHtml(`${origin}${SETTINGS_PATH}`)}">${escapeHtml(say(locale, "notification settings"))}</a>`,
  })}</p>`;

const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#101828">${body}</body></html>`;

/** One notification as an email: its title as the subject, its line and a link that opens the thing. */
export function notificationMail(
  message: Pick<EmailRow, "title" | "body" | "link">,
  origin: string,
  locale: Locale = "en",
): Mail {
  const url = `${origin}${message.link}`;
  return {
    subject: message.title,
    text: [
      message.title,
      message.body,
      say(locale, "Open: {url}", { url }),
      "",
      footerText(locale, origin),
    ].join("\n"),
    html: page(
      locale,
      `<h1 style="font-size:18px">${escapeHtml(message.title)}</h1>` +
        `<p>${escapeHtml(message.body)}</p>` +
        `<p><a href="${escapeHtml(url)}">${escapeHtml(say(locale, "Open in {product}", { product: PRODUCT }))}</a></p>${footerHtml(locale, origin)}`,
    ),
  };
}

/** A person's daily digest: one line per notification, oldest first, each with its link. */
export function digestMail(messages: readonly EmailRow[], origin: string, locale: Locale = "en"): Mail {
  const count = messages.length;
  const template =
    count === 1 ? "{count} notification from {product}" : "{count} notifications from {product}";
  const subject = say(locale, template, { count, product: PRODUCT });
  const lines = messages.map((m) => `- ${m.title}: ${m.body}\n  ${origin}${m.link}`);
  const items = messages
    .map(
      (m) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(`${origin}${m.link}`)}">${escapeHtml(
          m.title,
        )}</a><br>${escapeHtml(m.body)}</li>`,
    )
    .join("");
  return {
    subject,
    text: [subject, "", ...lines, "", footerText(locale, origin)].join("\n"),
    html: page(
      locale,
      `<h1 style="font-size:18px">${escapeHtml(subject)}</h1><ul>${items}</ul>${footerHtml(locale, origin)}`,
    ),
  };
}
