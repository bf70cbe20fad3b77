// Copies a text for the person and says, in a toast, whether it worked: a browser can refuse the
// clipboard (no permission, an insecure page), and then the failure message says what to do.
import { toast } from './toast';

export async function copyWithToast(
  text: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied);
  } catch {
    toast.error(messages.failed);
  }
}
