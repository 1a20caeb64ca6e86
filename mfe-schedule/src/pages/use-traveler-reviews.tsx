import type { HostApi, TravelerSummary } from '@jetkiz/contracts';
import { useState, type ReactNode } from 'react';
import { TravelerReviewsDialog, type ReviewedTraveler } from '../traveler-reviews';

interface TravelerReviews {
  /** opens the reviews of the traveler of a card */
  open: (traveler: TravelerSummary) => void;
  /** the open dialog, if any, to render anywhere in the page */
  dialog: ReactNode;
}

/** The reviews dialog a card's rating opens: one at a time, closed with Escape, the backdrop or its close button. */
export function useTravelerReviews(host: HostApi): TravelerReviews {
  const [traveler, setTraveler] = useState<ReviewedTraveler | null>(null);
  return {
    open: ({ user_id, first_name }) => setTraveler({ id: user_id, firstName: first_name }),
    dialog: traveler && (
      <TravelerReviewsDialog
        key={traveler.id}
        traveler={traveler}
        reviews={host.api.reviews}
        language={host.locale.language}
        onClose={() => setTraveler(null)}
      />
    ),
  };
}
