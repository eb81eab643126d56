/** Puts the notice banner into the strip above every page (imported at start-up by app/slots.ts). */
import { registerBannerSlot } from '@/components/layouts/header-slots';
import { NoticeBanner } from './components/notice-banner';

registerBannerSlot(NoticeBanner, { id: 'notice-banner', order: 10 });
