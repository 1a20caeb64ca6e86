import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: ReactNode;
  /** the section's anchor, for links such as `#faq` */
  id?: string;
  className?: string;
  /** a box inside the section around its heading and content, such as a page's column */
  innerClassName?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A section named by its heading (aria-labelledby), so assistive technology lists it by that title. */
export function TitledSection({ title, id, className, innerClassName, titleClassName, children }: TitledSectionProps) {
  const titleId = useId();
  const content = (
    <>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section id={id} className={className} aria-labelledby={titleId}>
      {innerClassName === undefined ? content : <div className={innerClassName}>{content}</div>}
    </section>
  );
}
