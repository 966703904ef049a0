import { LIMITS } from '@kigali/domain';
import { useMessages } from '@/i18n';
import { useScrollActivity } from './use-scroll-activity';

/**
 * The tagline tab that slides in from the right edge while the visitor scrolls
 * (docs/product.md#header-and-navigation).
 * It repeats the tagline shown elsewhere, so it is hidden from assistive technology.
 */
export function SideTab() {
  const t = useMessages();
  const visible = useScrollActivity(LIMITS.sideTabHideMs);
  return (
    <div
      aria-hidden="true"
      data-testid="side-tab"
      data-visible={visible}
      className={`pointer-events-none fixed top-1/2 right-0 z-30 -translate-y-1/2 rounded-l-md bg-accent-500 px-2 py-4 text-sm font-semibold text-brand-950 transition-transform duration-300 [writing-mode:vertical-rl] motion-reduce:transition-none ${
        visible ? 'translate-x-0 shadow-lg' : 'translate-x-full'
      }`}
    >
      {t.common.tagline}
    </div>
  );
}
