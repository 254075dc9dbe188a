/**
 * Copies text to the clipboard. The async Clipboard API can be missing or refuse (no permission,
 * insecure context); then the failure is logged and the older selection + execCommand method is used.
 * Resolves true when either method copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('navigator.clipboard.writeText is not available');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('[etalage] voucher-card: clipboard write failed, falling back to execCommand("copy"):', error);
    return copyWithSelection(text);
  }
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Off-screen but selectable; no layout shift for the shopper.
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  field.style.opacity = '0';
  document.body.append(field);
  try {
    field.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch (error) {
    console.error('[etalage] voucher-card: execCommand("copy") failed too:', error);
    return false;
  } finally {
    field.remove();
  }
}
