/** The budget feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadBudgetPage = () => import('./BudgetPage');
export const loadBudgetPlanner = () => import('./BudgetPlanner');
