import { useEffect } from 'react';
import { TopNav } from '../../components/layout/top-nav.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { ClosingCta } from './components/closing-cta.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { LandingFooter } from './components/landing-footer.tsx';
import { PricingSection } from './components/pricing-section.tsx';
import { SupportSection } from './components/support-section.tsx';
import { TeamSection } from './components/team-section.tsx';

export default function LandingPage() {
  // Arriving on /#pricing (from another page, or a shared link): this lazy page did not exist yet when
  // the browser looked for the anchor, so scroll to it once the sections are rendered.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div className="min-h-screen bg-white text-slate-900">
      <SkipLink target="main">Aller au contenu</SkipLink>
      <TopNav />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <FeaturesSection />
        <TeamSection />
        <PricingSection />
        <SupportSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
