/**
 * The server's own texts (those the domain does not write: the request guards', the framework's, the health
 * and session refusals), in Spanish and Canadian French, keyed by the English exactly as the server writes it.
 * The domain's texts are in @mnx/domain/i18n/*. The developer tools' messages about SQL and the database's
 * isolation stay English (docs/decisions/049).
 */
export const SERVER_TEXTS_ES: Readonly<Record<string, string>> = {
  "Authentication required": "Se requiere autenticación",
  "Your session has ended. Please sign in again.": "Su sesión terminó. Inicie sesión de nuevo.",
  "Too many requests. Please try again later.": "Demasiadas solicitudes. Inténtelo de nuevo más tarde.",
  "The database cannot be reached right now. Please try again in a moment.":
    "No se puede acceder a la base de datos en este momento. Inténtelo de nuevo en un momento.",
  "The server is busy. Please try again in a moment.":
    "El servidor está ocupado. Inténtelo de nuevo en un momento.",
  "The request took too long and was stopped. Please try again, or narrow it down.":
    "La solicitud tardó demasiado y se detuvo. Inténtelo de nuevo o acótela.",
  "The address is not valid.": "La dirección no es válida.",
  "The address is too long.": "La dirección es demasiado larga.",
  "The database is not responding.": "La base de datos no responde.",
  "The server is shutting down.": "El servidor se está apagando.",
  "This request is still being processed. Please try again.":
    "Esta solicitud aún se está procesando. Inténtelo de nuevo.",
  "This request was already applied, but its answer was lost. Refresh to see the result.":
    "Esta solicitud ya se aplicó, pero su respuesta se perdió. Actualice para ver el resultado.",
  "This Idempotency-Key was already used for a different request.":
    "Esta Idempotency-Key ya se usó para otra solicitud.",
  "The request body must be a JSON object, not null.":
    "El cuerpo de la solicitud debe ser un objeto JSON, no null.",
  "You do not have permission to change this field.": "No tiene permiso para cambiar este campo.",
  "You do not have permission to change these fields.": "No tiene permiso para cambiar estos campos.",
  "Enable the connection to poll it": "Active la conexión para consultarla",
  "No such host": "Ese servidor no existe",
  "Organization settings saved": "Configuración de la organización guardada",
  "Invalid request": "Solicitud no válida",
  "Invalid value": "Valor no válido",
};

export const SERVER_TEXTS_FR_CA: Readonly<Record<string, string>> = {
  "Authentication required": "Authentification requise",
  "Your session has ended. Please sign in again.": "Votre session a pris fin. Veuillez vous reconnecter.",
  "Too many requests. Please try again later.": "Trop de demandes. Veuillez réessayer plus tard.",
  "The database cannot be reached right now. Please try again in a moment.":
    "La base de données est inaccessible pour le moment. Réessayez dans un instant.",
  "The server is busy. Please try again in a moment.": "Le serveur est occupé. Réessayez dans un instant.",
  "The request took too long and was stopped. Please try again, or narrow it down.":
    "La demande a pris trop de temps et a été arrêtée. Réessayez ou précisez-la.",
  "The address is not valid.": "L'adresse est invalide.",
  "The address is too long.": "L'adresse est trop longue.",
  "The database is not responding.": "La base de données ne répond pas.",
  "The server is shutting down.": "Le serveur est en cours d'arrêt.",
  "This request is still being processed. Please try again.":
    "Cette demande est encore en traitement. Veuillez réessayer.",
  "This request was already applied, but its answer was lost. Refresh to see the result.":
    "Cette demande a déjà été appliquée, mais sa réponse a été perdue. Actualisez pour voir le résultat.",
  "This Idempotency-Key was already used for a different request.":
    "Cette Idempotency-Key a déjà servi pour une autre demande.",
  "The request body must be a JSON object, not null.":
    "Le corps de la demande doit être un objet JSON, pas null.",
  "You do not have permission to change this field.": "Vous n'avez pas la permission de modifier ce champ.",
  "You do not have permission to change these fields.":
    "Vous n'avez pas la permission de modifier ces champs.",
  "Enable the connection to poll it": "Activez la connexion pour l'interroger",
  "No such host": "Hôte introuvable",
  "Organization settings saved": "Paramètres de l'organisation enregistrés",
  "Invalid request": "Demande invalide",
  "Invalid value": "Valeur invalide",
};
