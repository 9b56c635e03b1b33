export * from '../../testkit/wait-for';
