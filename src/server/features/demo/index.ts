export { multipartBody } from './multipart';
export { exampleWorkshopsStatement } from './repository';
