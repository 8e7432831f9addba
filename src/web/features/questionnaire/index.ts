export { QuestionnaireProvider, useQuestionnaire } from './QuestionnaireProvider';
