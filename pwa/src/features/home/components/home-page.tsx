import { CommunitySection } from './community-section';
import { CtaSection } from './cta-section';
import { EventsPreview } from './events-preview';
import { GalleryPreview } from './gallery-preview';
import { GoalsStrip } from './goals-strip';
import { HeroSection } from './hero-section';
import { LocationSection } from './location-section';
import { MovementSection } from './movement-section';
import { NewsPreview } from './news-preview';
import { NewsletterSection } from './newsletter-section';
import { ProjectsPreview } from './projects-preview';
import { TeamPreview } from './team-preview';

/** /: the 12 home blocks in the order of public-site.md §2 Home. */
export function HomePage() {
  return (
    <div data-testid="home-page">
      <HeroSection />
      <MovementSection />
      <ProjectsPreview />
      <EventsPreview />
      <NewsPreview />
      <TeamPreview />
      <GoalsStrip />
      <GalleryPreview />
      <CommunitySection />
      <CtaSection />
      <NewsletterSection />
      <LocationSection />
    </div>
  );
}
