// Optional open tracking (per campaign, on by default): a signed 1x1 image URL per email.
export * from './open-token.service';
export * from './open-pixel.routes';
