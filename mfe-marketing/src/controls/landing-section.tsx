import { TitledSection } from '@jetkiz/web-kit';
import type { ReactNode } from 'react';
import landingStyles from './landing.module.css';

interface LandingSectionProps {
  title: string;
  /** the section's anchor, for links such as `#faq` */
  id?: string;
  /** the section's own look, beside the landing's spacing */
  className?: string;
  children: ReactNode;
}

/** A section of the home page: its title in the landing's column, named for assistive technology by that title. */
export function LandingSection({ title, id, className, children }: LandingSectionProps) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={className ? `${landingStyles.section} ${className}` : landingStyles.section}
      innerClassName={landingStyles.container}
      titleClassName={landingStyles.sectionTitle}
    >
      {children}
    </TitledSection>
  );
}
