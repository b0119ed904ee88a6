import { css } from 'lit';

/** Every surface of doc 3, drawn only from --tessera-* tokens. */
export const brandPreviewStyles = css`
  :host {
    display: block;
    background: var(--tessera-page-background);
    color: var(--tessera-page-text);
    font-family: var(--tessera-font);
    font-size: 16px;
    border: 1px solid var(--tessera-page-divider);
  }
  nav {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 12px 20px;
    background-color: var(--tessera-navbar-background);
    background-image: var(--tessera-navbar-background-image);
    color: var(--tessera-navbar-text);
    border-bottom: 1px solid var(--tessera-navbar-border);
    box-shadow: var(--tessera-navbar-shadow);
  }
  nav img {
    height: var(--tessera-logo-height);
  }
  nav input {
    margin-left: auto;
    border-radius: var(--tessera-search-radius);
    border: 1px solid var(--tessera-field-border);
    background: var(--tessera-field-background);
    color: var(--tessera-page-text);
    padding: 6px 14px;
    font: inherit;
  }
  main {
    padding: 20px;
    display: grid;
    gap: 16px;
  }
  h2 {
    font-family: var(--tessera-heading-font);
    font-size: calc(1.5em * var(--tessera-heading-scale));
    margin: 0 0 4px;
  }
  .card {
    background: var(--tessera-card-background);
    border: 1px solid var(--tessera-card-border);
    border-radius: var(--tessera-radius);
    box-shadow: var(--tessera-card-shadow);
    padding: 16px;
  }
  .muted {
    color: var(--tessera-page-text-muted);
  }
  a {
    color: var(--tessera-page-link);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin-top: 12px;
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 10px 18px;
    border-radius: var(--tessera-button-radius);
    box-shadow: var(--tessera-button-shadow);
    cursor: pointer;
  }
  .primary {
    background: var(--tessera-primary-button-background);
    color: var(--tessera-primary-button-text);
    border: 1px solid var(--tessera-primary-button-border);
  }
  .primary:hover {
    background: var(--tessera-primary-button-hover);
  }
  .primary:active {
    background: var(--tessera-primary-button-pressed);
  }
  .secondary {
    background: var(--tessera-secondary-button-background);
    color: var(--tessera-secondary-button-text);
    border: 1px solid var(--tessera-secondary-button-border);
  }
  .secondary:hover {
    background: var(--tessera-secondary-button-hover);
  }
  .text {
    background: none;
    border: 0;
    box-shadow: none;
    color: var(--tessera-button-text-button);
  }
  button:disabled {
    background: var(--tessera-button-disabled);
    color: var(--tessera-page-background);
    border-color: transparent;
  }
  :focus-visible {
    outline: 2px solid var(--tessera-page-focus-ring);
    outline-offset: 2px;
  }
  .chip {
    border-radius: var(--tessera-chip-radius);
    padding: 4px 12px;
    background: transparent;
    color: inherit;
    border: 1px solid var(--tessera-card-border);
  }
  .chip[aria-pressed='true'] {
    background: var(--tessera-primary-tint);
    border-color: var(--tessera-primary);
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875em;
  }
  label input {
    font: inherit;
    font-size: 16px;
    padding: 8px 10px;
    background: var(--tessera-field-background);
    color: var(--tessera-page-text);
    border: 1px solid var(--tessera-field-border);
    border-radius: var(--tessera-field-radius);
  }
  .tag {
    font-size: 0.8em;
    padding: 2px 8px;
    border-radius: var(--tessera-chip-radius);
  }
  .error {
    color: var(--tessera-status-error);
    background: var(--tessera-status-error-background);
  }
  .success {
    color: var(--tessera-status-success);
    background: var(--tessera-status-success-background);
  }
  .warning {
    color: var(--tessera-status-warning);
    background: var(--tessera-status-warning-background);
  }
  .info {
    color: var(--tessera-status-info);
    background: var(--tessera-status-info-background);
  }
  footer {
    padding: 16px 20px var(--tessera-footer-padding-bottom);
    background-color: var(--tessera-footer-background);
    background-image: var(--tessera-footer-background-image);
    color: var(--tessera-footer-text);
    border-top: 1px solid var(--tessera-footer-border);
  }
  footer a {
    color: var(--tessera-footer-link);
  }
`;
