import { i18n } from "@lingui/core";

// The app shows English until a catalogue is loaded (src/lib/i18n/i18n.ts); the tests start the same way.
i18n.loadAndActivate({ locale: "en", messages: {} });
