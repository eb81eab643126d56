/**
 * Plugs the offline layer into the shell (imported at start-up by app/slots.ts): the header
 * indicator and install button, the update prompt in the banner strip, the toast for writes the
 * server refused on replay, and the replay triggers.
 */
import { registerBannerSlot, registerHeaderExtra } from '@/components/layouts/header-slots';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/lib/i18n';
import { onOutboxFailure } from '@/lib/outbox-listeners';
import { messageText } from '@/lib/message-text';
import { startPwa } from '@/lib/pwa-register';
import { InstallButton } from './install-button';
import { NetworkIndicator } from './network-indicator';
import { OfflineSession } from './offline-session';
import { UpdatePrompt } from './update-prompt';
import { registerWorkerLater } from './worker-registration';

registerHeaderExtra(OfflineSession, { id: 'offline-session', order: 1 });
registerHeaderExtra(InstallButton, { id: 'install-button', order: 20 });
registerHeaderExtra(NetworkIndicator, { id: 'network-indicator', order: 30 });
registerBannerSlot(UpdatePrompt, { id: 'update-prompt', order: 1 });

onOutboxFailure((item, message) => {
  toast({
    title: i18n.t('offline:failure.title', { label: i18n.t(item.label, item.labelValues) }),
    description: (message && messageText(message)) || i18n.t('offline:failure.fallback'),
    variant: 'destructive',
  });
});

startPwa();
registerWorkerLater();
