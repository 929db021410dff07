/** The magnifying glass of the search button and the search box (decorative: its control carries the label). */
import React, {type ReactNode} from 'react';

export default function SearchIcon({size, className}: {size: number; className?: string}): ReactNode {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
