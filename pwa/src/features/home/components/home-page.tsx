import { Suspense, type ReactNode } from 'react';
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

/**
 * Each block below the hero is a boundary of its own: when the pre-rendered page is hydrated,
 * React takes the blocks over one by one in short tasks (the phone stays responsive), instead of
 * the whole page in one long task. Nothing in them suspends, so a page rendered afresh is the same.
 */
const Block = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** /: the 12 home blocks in the order of public-site.md §2 Home. */
export function HomePage() {
  return (
    <div data-testid="home-page">
      <HeroSection />
      <Block>
        <MovementSection />
      </Block>
      <Block>
        <ProjectsPreview />
      </Block>
      <Block>
        <EventsPreview />
      </Block>
      <Block>
        <NewsPreview />
      </Block>
      <Block>
        <TeamPreview />
      </Block>
      <Block>
        <GoalsStrip />
      </Block>
      <Block>
        <GalleryPreview />
      </Block>
      <Block>
        <CommunitySection />
      </Block>
      <Block>
        <CtaSection />
      </Block>
      <Block>
        <NewsletterSection />
      </Block>
      <Block>
        <LocationSection />
      </Block>
    </div>
  );
}
