import { Section } from '@/components/landing/Section';
import type { SiteLinkGroup } from '@/lib/site/chapters';

// Files and pages open in a new tab, like the schedule's own links.
export function SiteLinkList({
  anchor,
  title,
  groups,
  generalTitle,
  newTabText,
}: {
  anchor: string;
  title: string;
  groups: SiteLinkGroup[];
  generalTitle: string;
  newTabText: string;
}) {
  return (
    <Section anchor={anchor} title={title}>
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <div
            key={group.eventId ?? 'general'}
            className="rounded-2xl border border-line bg-page p-5 tablet:p-6"
            data-testid={`${anchor}-group`}
          >
            <h3 className="text-lg font-semibold">{group.eventName ?? generalTitle}</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {group.items.map((item) => (
                <li key={item.url}>
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-bold wrap-anywhere text-accent-text underline"
                  >
                    {item.label}
                    <span className="sr-only"> {newTabText}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
