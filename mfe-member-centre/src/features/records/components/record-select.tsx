import { Field } from 'platform-ui';
import styles from '../../../components/ui.module.css';

/** Props of {@link RecordSelect}. */
export interface RecordSelectProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  /** Label of the "everything" option. */
  allLabel: string;
  onChange: (value: V | '') => void;
}

/** A labelled filter select of a records page (category, kind), with an "all" option. */
export function RecordSelect<V extends string>({ label, value, options, allLabel, onChange }: RecordSelectProps<V>) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className={styles.input} value={value} onChange={(event) => onChange(event.target.value as V | '')}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
