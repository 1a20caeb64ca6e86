import styles from './avatar.module.css';

export interface AvatarProps {
  /** whose avatar: their photo, else their initial; null while not known yet */
  person: { first_name: string; avatar_url?: string | null } | null;
  size: 'small' | 'large';
}

const PIXELS = { small: 32, large: 48 } as const;

/** A person's photo, or the initial of their first name; decorative, as the name always stands beside it. */
export function Avatar({ person, size }: AvatarProps) {
  const className = `${styles.avatar} ${styles[size]}`;
  if (person?.avatar_url) {
    return <img className={className} src={person.avatar_url} alt="" width={PIXELS[size]} height={PIXELS[size]} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {person?.first_name.charAt(0).toUpperCase()}
    </span>
  );
}
