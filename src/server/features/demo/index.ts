export { exampleWorkshopsStatement } from './example-workshops';
export { multipartBody } from './multipart';
