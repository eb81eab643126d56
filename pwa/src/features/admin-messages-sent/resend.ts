/** Resend: a failed message goes out again; the list loads again after (every /api/sent-messages read). */
import { toast } from '@/components/ui/use-toast';
import { adminWrite } from '@/lib/admin-query';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { messagesApi } from '@shared/api/messages';
import type { SentMessage } from '@shared/schemas/messages';

const t = (key: string) => i18n.t(key, { ns: 'messages-sent' });

/** True when the server took it. */
export async function resendMessage(m: Pick<SentMessage, 'source' | 'id'>): Promise<boolean> {
  try {
    await adminWrite(messagesApi.resend, { params: { source: m.source, id: m.id } });
    toast({ title: t('toast.resent') });
    return true;
  } catch (err) {
    toast({
      title: i18n.t(isUnauthorized(err) ? 'toast.unauthorized' : 'toast.error', { ns: 'admin' }),
      description: serverMessage(err, t('toast.resendFailed')),
      variant: 'destructive',
    });
    return false;
  }
}
