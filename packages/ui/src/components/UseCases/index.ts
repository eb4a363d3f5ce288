export { UseCases, type UseCasesProps, type UseCase } from './UseCases';
