/** Copies text that may still be downloading, with whatever the browser offers. */

/**
 * The async clipboard with a ClipboardItem takes the pending text (Safari keeps the click's permission
 * that way); writeText after the download otherwise; and where neither exists or both are refused
 * (no secure context, an old browser), a selected <textarea> and execCommand('copy').
 */
export async function copyText(pending: Promise<string>): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    try {
      const blob = pending.then((text) => new Blob([text], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Refused or unsupported with a pending item: the next ways still may work.
    }
  }
  const text = await pending;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Refused: fall back to the selection.
    }
  }
  copyWithSelection(text);
}

export function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement as HTMLElement | null;
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  previous?.focus();
  if (!copied) throw new Error('execCommand copy');
}
