import { useId, type ReactNode } from 'react';
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
  const titleId = useId();
  return (
    <section id={id} className={className ? `${landingStyles.section} ${className}` : landingStyles.section} aria-labelledby={titleId}>
      <div className={landingStyles.container}>
        <h2 id={titleId} className={landingStyles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
