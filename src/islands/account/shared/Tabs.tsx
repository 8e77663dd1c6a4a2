import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs as the ARIA pattern has them: arrow keys (and Home/End) move between tabs and select them, only the
 * selected tab is in the Tab order, the one panel (of the selected tab) is labelled by it.
 */
export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  label: string;
  idPrefix: string;
  tabs: Array<TabItem<Id>>;
  selected: Id;
  onSelect(id: Id): void;
  children: ReactNode;
}

export function Tabs<Id extends string>({ label, idPrefix, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (target === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? `${idPrefix}-panel-${tab.id}` : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
