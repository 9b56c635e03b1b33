export { startS3StandIn, type S3StandIn, type S3StandInOptions } from './s3-stand-in';
