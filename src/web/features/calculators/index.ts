/** The calculators feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadCalculatorPicker = () => import('./CalculatorPicker');
export const loadCalculatorsPage = () => import('./CalculatorsPage');
