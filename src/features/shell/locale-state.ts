import type { ReactiveControllerHost } from 'lit';
import { codeWithin } from '../../api/errors.js';
import type * as Localization from '../../localization.js';
import { sourceLocale, uiLocaleFor, type MessageOverrides } from '../../localization-choice.js';

/**
 * Follows the widget's language: loads the localization runtime and the language's translations
 * (lazy chunks; an English page loads neither) and tells the host when the first locale is ready,
 * so a Spanish page never flashes English before its strings arrive (unless they do not come in
 * time). Later switches keep the current language on screen until the new one has loaded.
 */
export class LocaleState {
  /** False only while the first non-English locale (or the first overrides) is loading. */
  ready = true;
  private language?: string;
  private messages?: MessageOverrides;
  private runtime?: Promise<typeof Localization>;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Call with the configured language and `messages` whenever they may have changed. */
  follow(language: string, messages?: MessageOverrides) {
    if (language === this.language && messages === this.messages) return;
    const first = this.language === undefined;
    this.language = language;
    this.messages = messages;
    // English needs no runtime until another language has been shown or words overridden.
    if (uiLocaleFor(language) === sourceLocale && !messages && !this.runtime) return;
    if (first) this.ready = false;
    this.runtime ??= import('../../localization.js');
    // Asked even when it is the active locale: it cancels a switch still loading.
    const switched = this.runtime.then((l) => l.useLanguage(language, messages));
    // Given the time of any chunk of code: a first language that does not come shows the widget
    // in English rather than a skeleton for ever, and switches once its words come.
    void codeWithin(switched, 'The translations')
      .catch((err: unknown) => {
        // The runtime chunk did not load (offline): stay in English, try again on the next change.
        console.warn('[tessera] translations could not be loaded; using English', err);
        this.runtime = undefined;
      })
      .then(() => {
        this.ready = true;
        this.host.requestUpdate();
      });
  }
}
