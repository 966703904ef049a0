import { COMPANY } from '@kigali/domain';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';

export type SocialNetwork = keyof typeof COMPANY.social;

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'h-5 w-5',
} as const;

const icons: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <svg {...iconProps}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  ),
  instagram: (
    <svg {...iconProps}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  ),
  x: (
    <svg {...iconProps}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  ),
  linkedin: (
    <svg {...iconProps}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </svg>
  ),
};

type Props = {
  networks?: readonly SocialNetwork[];
  /** Show each network's name beside its icon (otherwise the name is for screen readers only). */
  showNames?: boolean;
  className?: string;
  linkClassName?: string;
};

/** The company's social profiles, each opening in a new tab. */
export function SocialLinks({
  networks = ['facebook', 'instagram', 'x', 'linkedin'],
  showNames = false,
  className = '',
  linkClassName = '',
}: Props) {
  const t = useMessages();
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={COMPANY.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md ${linkClassName}`}
          >
            {icons[network]}
            <span className={showNames ? '' : 'sr-only'}>{t.layout.social[network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
