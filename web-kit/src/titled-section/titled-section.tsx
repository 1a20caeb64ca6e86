import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A section named by its heading (aria-labelledby), so assistive technology lists it by that title. */
export function TitledSection({ title, className, titleClassName, children }: TitledSectionProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
