import { useState } from 'react';
import { presetRange, type DatePreset } from './date-range';

/** A records page's date preset and the range it stood for when chosen (stable between renders). */
export function useDateRange(initial: DatePreset = 'last7') {
  const [state, setState] = useState(() => ({
    preset: initial,
    range: presetRange(initial, Date.now()),
  }));
  return {
    preset: state.preset,
    range: state.range,
    setPreset: (preset: DatePreset) => setState({ preset, range: presetRange(preset, Date.now()) }),
  };
}
