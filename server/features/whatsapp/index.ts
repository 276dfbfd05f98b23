export { createWhatsappService, maskPhone, type WhatsappService } from './service.ts'
export { isSignatureValid, readWebhookEvents, verificationAnswer } from './webhook.ts'
