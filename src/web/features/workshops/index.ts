/** The workshops feature's door: its pages and islands, each loaded when needed (its own chunk). */
export const loadAdminWorkshopsPage = () => import('./AdminWorkshopsPage');
export const loadOwnRegistrationPage = () => import('./OwnRegistrationPage');
export const loadWorkshopsBoard = () => import('./WorkshopsBoard');
export const loadWorkshopsPage = () => import('./WorkshopsPage');
