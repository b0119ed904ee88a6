import type { ReactiveControllerHost } from 'lit';
import type * as Localization from '../../localization.js';
import { sourceLocale, uiLocaleFor } from '../../localization-choice.js';

/**
 * Follows the widget's language: loads the localization runtime and the language's translations
 * (lazy chunks; an English page loads neither) and tells the host when the first locale is ready,
 * so a Spanish page never flashes English before its strings arrive. Later switches keep the
 * current language on screen until the new one has loaded.
 */
export class LocaleState {
  /** False only while the first non-English locale is loading. */
  ready = true;
  private language?: string;
  private runtime?: Promise<typeof Localization>;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Call with the configured language whenever it may have changed. */
  follow(language: string) {
    if (language === this.language) return;
    const first = this.language === undefined;
    this.language = language;
    const english = uiLocaleFor(language) === sourceLocale;
    // English needs no runtime until another language has been shown.
    if (english && !this.runtime) return;
    if (first && !english) this.ready = false;
    this.runtime ??= import('../../localization.js');
    // Asked even when it is the active locale: it cancels a switch still loading.
    void this.runtime
      .then((l) => l.useLanguage(language))
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
