import { useEffect, useRef } from 'react';

/**
 * A checkbox multi-select in a `<details>` dropdown (spec 3 §2 Search: Sports, Countries, Athletes). Works as
 * plain form fields without JavaScript (repeated `name` values); closes on an outside click or Escape.
 */
export interface FilterDropdownProps {
  name: string;
  label: string;
  selectedLabel: string;
  options: string[];
  selected: string[];
  onChange: (values: string[]) => void;
}

const fold = (value: string) => value.toLocaleLowerCase();

export function FilterDropdown({ name, label, selectedLabel, options, selected, onChange }: FilterDropdownProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const chosen = new Set(selected.map(fold));

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (element.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const toggle = (option: string, checked: boolean) => {
    const others = selected.filter((value) => fold(value) !== fold(option));
    onChange(checked ? [...others, option] : others);
  };

  return (
    <details ref={details} className="filter-dropdown">
      <summary className="filter-dropdown__summary">
        <span>{label}</span>
        {selected.length > 0 && <span className="filter-dropdown__count">{selectedLabel}</span>}
      </summary>
      <fieldset className="filter-dropdown__panel">
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option} className="filter-dropdown__option">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={chosen.has(fold(option))}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
