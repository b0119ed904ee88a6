/**
 * Focus on the button among `selector`'s in `root` whose text is `name`: where a question's safe
 * answer takes focus when it opens, and the button that asked it when it closes.
 */
export function focusButton(root: ParentNode, selector: string, name: string): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(selector)];
  buttons.find((b) => b.textContent?.trim() === name)?.focus();
}
