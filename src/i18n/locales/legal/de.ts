import type { LegalCatalogue } from './en';

const de: LegalCatalogue = {
  common: {
    backHome: 'Zurück zur Startseite',
    lastUpdated: 'Zuletzt aktualisiert: <time>{{date}}</time>',
    onThisPage: 'Auf dieser Seite',
    translationNotice:
      'Diese Übersetzung dient nur der Bequemlichkeit. Weicht sie von der englischen Fassung ab, gilt die englische Fassung.',
  },
  placeholders: {
    notice:
      'Hervorgehobene Angaben in eckigen Klammern sind Platzhalter, die vor dem Inkrafttreten dieser Bedingungen ausgefüllt werden.',
    hiddenPrefix: 'Platzhalter, noch auszufüllen:',
    jurisdiction: '[Gerichtsstand noch festzulegen]',
    arbitrator: '[Schiedsorganisation noch festzulegen]',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    summary:
      'Wie FreightHub Informationen über die Fahrer, Makler, Versender und Frachtführer, die den Marktplatz nutzen, erhebt, verwendet, weitergibt und schützt, und welche Wahlmöglichkeiten Sie haben.',
    sections: {
      scope: {
        title: 'Wer wir sind und wofür diese Erklärung gilt',
        p1: 'FreightHub betreibt einen Online-Marktplatz, der Fahrer, Makler, Versender und Frachtführer zusammenbringt, damit Ladungen eingestellt, vermittelt, verfolgt und bezahlt werden können. Diese Erklärung gilt für unsere Website, unser Web-Dashboard und unsere mobilen Apps (zusammen der „Dienst“).',
        p2: 'Wenn Sie ein Konto anlegen oder den Dienst nutzen, nehmen Sie zur Kenntnis, dass wir Ihre Informationen wie hier beschrieben verarbeiten. Wenn Sie nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.',
      },
      collect: {
        title: 'Welche Informationen wir erheben',
        p1: 'Wir erheben nur, was wir für den sicheren Betrieb des Marktplatzes brauchen:',
        items: {
          account:
            '<strong>Kontodaten:</strong> Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Rolle (Fahrer, Makler, Versender oder Frachtführer), Ihr Passwort (nur als Hash gespeichert) und Ihre Profileinstellungen.',
          company:
            '<strong>Unternehmensdaten:</strong> bei Maklern, Versendern und Frachtführern der Firmenname, die Anschrift, die Kontaktperson, Register- und Steuernummern sowie die Nutzer, die für das Unternehmen handeln.',
          location:
            '<strong>Standortdaten:</strong> Solange ein Fahrer einem aktiven Auftrag zugewiesen ist, zeichnet die mobile App die GPS-Position des Fahrzeugs auf, damit Versender, Makler oder Frachtführer die Ladung verfolgen können. Die Ortung endet, wenn der Auftrag abgeschlossen oder storniert ist; außerhalb aktiver Aufträge orten wir Fahrer nicht.',
          payment:
            '<strong>Zahlungsdaten:</strong> Karten- und Bankdaten werden von unserem Zahlungsdienstleister erhoben und verarbeitet. Wir erhalten nur einen Verweis auf das Zahlungsmittel sowie Beträge, Daten und Status der Transaktionen, niemals Ihre vollständige Kartennummer.',
          documents:
            '<strong>Verifizierungsdokumente:</strong> Führerscheine, Versicherungsnachweise, Fahrzeugscheine, Transportgenehmigungen und ähnliche Dokumente, die Sie hochladen, damit wir Sie oder Ihr Unternehmen verifizieren können.',
          usage:
            '<strong>Nutzungs- und Gerätedaten:</strong> die Seiten und Funktionen, die Sie nutzen, die Aufträge, die Sie ansehen oder einstellen, Gerätetyp, Browser, Sprache, IP-Adresse und Fehlerberichte.',
        },
      },
      use: {
        title: 'Wie wir Ihre Informationen verwenden',
        items: {
          operate:
            'Um Ihr Konto einzurichten und zu verwalten und Ihnen zu ermöglichen, Aufträge einzustellen, zu finden, anzunehmen, zu verfolgen und abzuschließen.',
          verify:
            'Um Identitäten, Unternehmen und Dokumente zu prüfen, bevor Nutzer auf dem Marktplatz arbeiten können.',
          payments:
            'Um Einstellgebühren und Auftragszahlungen abzuwickeln, Gelder treuhänderisch zu verwahren und auszuzahlen.',
          safety:
            'Um den Marktplatz sicher zu halten: Betrug erkennen, Streitfälle lösen und unsere Nutzungsbedingungen durchsetzen.',
          communicate:
            'Um Ihnen Nachrichten zu Ihren Aufträgen, Zahlungen, Ihrem Verifizierungsstatus und zu Änderungen unserer Bedingungen oder dieser Erklärung zu senden.',
          improve:
            'Um zu verstehen, wie der Dienst genutzt wird, Fehler zu beheben und ihn zu verbessern. Wo immer möglich, verwenden wir dafür zusammengefasste Daten.',
        },
        p1: 'Wir verkaufen Ihre personenbezogenen Daten nicht und nutzen sie nicht für Werbung Dritter.',
      },
      sharing: {
        title: 'Wie wir Informationen weitergeben',
        p1: 'Wir geben Informationen nur weiter, wenn es für die oben genannten Zwecke nötig ist:',
        items: {
          users:
            '<strong>An andere Beteiligte eines Auftrags:</strong> Wenn Sie an einem Auftrag mitwirken, sehen die anderen Parteien die Angaben, die sie brauchen, etwa Ihren Namen, Ihr Unternehmen, Ihre Kontaktdaten, Bewertungen und während des Auftrags den Standort des Fahrzeugs.',
          processor:
            '<strong>An unseren Zahlungsdienstleister:</strong> um Gebühren einzuziehen, Treuhandgelder zu verwahren und Auszahlungen vorzunehmen.',
          providers:
            '<strong>An Dienstleister:</strong> Hosting-, E-Mail-, SMS- und Support-Anbieter, die nach unseren Weisungen und unter Vertraulichkeitspflichten handeln.',
          legal:
            '<strong>Aus rechtlichen Gründen:</strong> wenn das Gesetz es verlangt, um eine berechtigte Anfrage einer Behörde zu beantworten oder um die Rechte und die Sicherheit unserer Nutzer und von FreightHub zu schützen.',
          transfer:
            '<strong>Bei einem Unternehmensübergang:</strong> wenn FreightHub fusioniert oder verkauft wird, unter Geltung dieser Erklärung oder einer mindestens ebenso schützenden.',
        },
      },
      retention: {
        title: 'Wie lange wir Informationen speichern',
        p1: 'Wir speichern Ihre Kontodaten, solange Ihr Konto besteht. Nach der Schließung löschen oder anonymisieren wir Ihre Daten innerhalb einer angemessenen Frist, es sei denn, wir müssen sie länger aufbewahren: zum Beispiel Transaktionsbelege für Steuer und Buchhaltung oder Informationen, die für einen offenen Streitfall nötig sind.',
        p2: 'Der Standortverlauf eines Auftrags wird nur so lange aufbewahrt, wie es für die Abwicklung der Zahlungen und Streitfälle dieses Auftrags nötig ist.',
      },
      security: {
        title: 'Wie wir Informationen schützen',
        p1: 'Wir verwenden Verschlüsselung bei der Übertragung, gehashte Passwörter, Zugriffskontrollen, die den Zugriff der Mitarbeitenden auf das für ihre Aufgabe Nötige beschränken, und regelmäßige Überprüfungen unserer Systeme. Kein Dienst ist vollkommen sicher. Verwenden Sie daher ein starkes, einmaliges Passwort und informieren Sie uns sofort, wenn Sie einen Missbrauch Ihres Kontos vermuten.',
      },
      rights: {
        title: 'Ihre Rechte und Wahlmöglichkeiten',
        p1: 'Je nach Wohnort haben Sie möglicherweise das Recht,',
        items: {
          access:
            'Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie speichern, und eine Kopie davon zu bekommen;',
          correct: 'unrichtige oder unvollständige Daten berichtigen zu lassen;',
          delete:
            'die Löschung Ihrer Daten zu verlangen, vorbehaltlich der Unterlagen, die wir aufbewahren müssen;',
          object: 'bestimmten Verwendungen Ihrer Daten zu widersprechen oder sie einschränken zu lassen;',
          portability: 'Ihre Daten in einem übertragbaren Format zu erhalten;',
          withdraw:
            'eine erteilte Einwilligung zu widerrufen, zum Beispiel für optionale E-Mails über neue Funktionen.',
        },
        p2: 'Die meisten Angaben können Sie in Ihren Kontoeinstellungen ändern. Für alles andere kontaktieren Sie uns; unter Umständen müssen wir zuerst Ihre Identität bestätigen. Sie können sich außerdem bei Ihrer zuständigen Datenschutzaufsichtsbehörde beschweren.',
      },
      cookies: {
        title: 'Cookies und lokaler Speicher',
        p1: 'Wir setzen Cookies und ähnliche Technologien so sparsam wie möglich ein:',
        items: {
          sidebar:
            '<strong>Seitenleisten-Cookie:</strong> Ein Cookie merkt sich, ob die Seitenleiste des Dashboards ein- oder ausgeklappt ist. Es läuft nach 7 Tagen ab.',
          preferences:
            '<strong>Lokaler Speicher:</strong> Ihr Browser speichert Ihr Farbschema (hell, dunkel oder System) und Ihre Sprache, damit der Dienst beim nächsten Besuch so aussieht, wie Sie es gewählt haben.',
        },
        p2: 'Wir verwenden keine Werbe- oder seitenübergreifenden Tracking-Cookies. Sie können Cookies und lokalen Speicher jederzeit in Ihrem Browser löschen; der Dienst verwendet dann seine Standardeinstellungen.',
      },
      children: {
        title: 'Kinder und Jugendliche',
        p1: 'Der Dienst richtet sich an Fachleute. Sie müssen mindestens {{minimumAge}} Jahre alt sein, um ein Konto anzulegen oder den Dienst zu nutzen, und wir erheben wissentlich keine Daten von Personen unter {{minimumAge}} Jahren. Erfahren wir davon, löschen wir die Daten.',
      },
      changes: {
        title: 'Änderungen dieser Erklärung',
        p1: 'Wir können diese Erklärung von Zeit zu Zeit aktualisieren. Das Datum oben auf der Seite zeigt, wann sie zuletzt aktualisiert wurde. Über wesentliche Änderungen informieren wir Sie mindestens {{noticeDays}} Tage vor ihrem Inkrafttreten per E-Mail oder im Dienst.',
      },
      contact: {
        title: 'Kontakt',
        p1: 'Wenn Sie Fragen zu dieser Erklärung haben oder Ihre Rechte ausüben möchten, schreiben Sie uns über das <contact>Kontaktformular auf unserer Startseite</contact> und geben Sie in Ihrer Nachricht „Datenschutz“ an.',
      },
    },
  },
  terms: {
    title: 'Nutzungsbedingungen',
    summary:
      'Die Vereinbarung zwischen Ihnen und FreightHub, wenn Sie den Marktplatz als Fahrer, Makler, Versender oder Frachtführer nutzen. Bitte lesen Sie sie sorgfältig.',
    sections: {
      acceptance: {
        title: 'Zustimmung zu diesen Bedingungen',
        p1: 'Diese Nutzungsbedingungen (die „Bedingungen“) regeln Ihre Nutzung der Website, des Web-Dashboards und der mobilen Apps von FreightHub (der „Dienst“). Indem Sie ein Konto anlegen oder den Dienst nutzen, stimmen Sie diesen Bedingungen und unserer Datenschutzerklärung zu. Wenn Sie den Dienst für ein Unternehmen nutzen, bestätigen Sie, dass Sie dieses Unternehmen an diese Bedingungen binden dürfen.',
      },
      eligibility: {
        title: 'Teilnahmevoraussetzungen',
        p1: 'Um den Dienst zu nutzen, müssen Sie mindestens {{minimumAge}} Jahre alt und in der Lage sein, einen verbindlichen Vertrag zu schließen. Fahrer müssen außerdem die Fahrerlaubnisse und Qualifikationen besitzen, die das Gesetz für die angenommenen Aufträge verlangt.',
      },
      accounts: {
        title: 'Konten und Verifizierung',
        items: {
          accurate:
            'Machen Sie bei der Registrierung zutreffende, aktuelle und vollständige Angaben und halten Sie diese aktuell.',
          secure:
            'Halten Sie Ihr Passwort geheim. Sie sind für alles verantwortlich, was über Ihr Konto geschieht.',
          verify:
            'Wir prüfen Nutzer, Unternehmen und deren Dokumente, bevor sie auf dem Marktplatz arbeiten können. Wir können jederzeit weitere Dokumente anfordern und ein Konto, das nicht verifiziert werden kann, ablehnen oder sperren.',
          one: 'Legen Sie kein Konto für eine andere Person ohne deren Erlaubnis an und führen Sie nicht mehr als ein Konto pro Rolle.',
        },
      },
      roles: {
        title: 'Rollen auf dem Marktplatz',
        p1: 'Jedes Konto hat eine von vier Rollen:',
        items: {
          drivers:
            '<strong>Fahrer</strong> finden Aufträge, nehmen Zuweisungen an, teilen während aktiver Aufträge ihren Standort und liefern Ladungen aus.',
          brokers:
            '<strong>Makler</strong> organisieren Transporte für ihre Kunden, stellen Aufträge ein und weisen Fahrer und Frachtführer zu.',
          shippers:
            '<strong>Versender</strong> stellen Ladungen ein, die befördert werden sollen, und bezahlen abgeschlossene Aufträge.',
          carriers:
            '<strong>Frachtführer</strong> sind Transportunternehmen, die Aufträge mit eigenen Fahrern und Fahrzeugen übernehmen.',
        },
        p2: 'FreightHub stellt den Marktplatz bereit. Wir sind nicht Partei der Vereinbarungen zwischen Nutzern und sind weder Frachtführer noch Makler noch Versender einer Ladung.',
      },
      postings: {
        title: 'Auftragsanzeigen und Einstellgebühren',
        p1: 'Auftragsanzeigen müssen Ladung, Abhol- und Lieferort, Termine und Vergütung zutreffend beschreiben und dürfen nur erlaubte Waren betreffen.',
        p2: 'Das Einstellen eines Auftrags kostet für Makler {{brokerFee}} und für Versender {{shipperFee}}. Frachtführer und Fahrer stellen Aufträge kostenlos ein. Die Gebühr wird bei Veröffentlichung des Auftrags fällig.',
      },
      payments: {
        title: 'Zahlungen und Servicegebühren',
        p1: 'Zahlungen zwischen Nutzern erfolgen über den Dienst per Banküberweisung oder Kreditkarte und werden von unserem Zahlungsdienstleister abgewickelt. Von jeder Auftragszahlung wird eine Servicegebühr von {{paymentFee}} des Betrags abgezogen. Auf Einstellgebühren fällt keine zusätzliche Gebühr an.',
        p2: 'Preise werden in US-Dollar angegeben, sofern nichts anderes angegeben ist. Für Ihre eigenen Steuern sind Sie selbst verantwortlich.',
      },
      escrow: {
        title: 'Treuhand',
        p1: 'Wenn ein Auftrag vergeben wird, verwahrt unser Zahlungsdienstleister die Gelder des Zahlenden treuhänderisch. Sie werden an den Empfänger ausgezahlt, wenn der Auftrag als abgeschlossen markiert ist, oder so, wie in einem Streitfall entschieden wurde. FreightHub zahlt keine Zinsen auf treuhänderisch verwahrte Gelder.',
      },
      refunds: {
        title: 'Gebühren werden nicht erstattet',
        p1: 'Alle Gebühren, einschließlich Einstell- und Servicegebühren, werden nicht erstattet, sofern in diesen Bedingungen nichts anderes angegeben ist oder das Gesetz es nicht verlangt.',
      },
      disputes: {
        title: 'Streitfälle zwischen Nutzern',
        p1: 'Wenn bei einem Auftrag etwas schiefgeht, eröffnen Sie so bald wie möglich einen Streitfall im Dienst und fügen Sie die relevanten Angaben und Dokumente bei. Unser Team prüft die Informationen beider Seiten und entscheidet, wie die treuhänderisch verwahrten Gelder freigegeben werden. Beide Parteien müssen nach Treu und Glauben mitwirken.',
      },
      conduct: {
        title: 'Verbotenes Verhalten',
        p1: 'Sie dürfen nicht:',
        items: {
          illegal: 'illegale, gefährliche oder falsch deklarierte Waren einstellen oder befördern;',
          false:
            'falsche Angaben machen, sich als eine andere Person ausgeben oder gefälschte Dokumente hochladen;',
          bypass:
            'Zahlungen außerhalb des Dienstes vereinbaren, um Gebühren für einen auf dem Marktplatz gefundenen Auftrag zu umgehen;',
          harass: 'andere Nutzer belästigen, bedrohen oder diskriminieren;',
          interfere:
            'den Dienst stören, auf fremde Daten zuzugreifen versuchen oder Daten automatisiert auslesen;',
          unsafe:
            'ohne gültige Fahrerlaubnis oder Versicherung oder unter Verstoß gegen Verkehrssicherheits- und Arbeitszeitvorschriften fahren.',
        },
      },
      termination: {
        title: 'Sperrung und Kündigung',
        p1: 'Sie können Ihr Konto jederzeit schließen. Wir können ein Konto sperren oder schließen, das gegen diese Bedingungen verstößt, die Verifizierung nicht besteht oder andere Nutzer gefährdet. Pflichten aus bereits angenommenen Aufträgen und bereits fällige Gebühren bleiben nach der Kündigung bestehen.',
      },
      liability: {
        title: 'Gewährleistungsausschluss und Haftungsbeschränkung',
        p1: 'Der Dienst wird „wie besehen“ bereitgestellt. Wir garantieren nicht, dass ein Auftrag eingestellt, angenommen oder abgeschlossen wird, und wir haften nicht für das Handeln von Nutzern oder für Verlust oder Beschädigung von Waren während des Transports.',
        p2: 'Soweit gesetzlich zulässig, haftet FreightHub nicht für mittelbare Schäden oder Folgeschäden, und unsere Gesamthaftung Ihnen gegenüber ist auf die Gebühren begrenzt, die Sie uns in den zwölf Monaten vor dem Anspruch gezahlt haben. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.',
      },
      changes: {
        title: 'Änderungen dieser Bedingungen',
        p1: 'Wir können diese Bedingungen ändern. Über wesentliche Änderungen informieren wir Sie mindestens {{noticeDays}} Tage vor ihrem Inkrafttreten per E-Mail oder im Dienst. Wenn Sie den Dienst danach weiter nutzen, akzeptieren Sie die neuen Bedingungen; wenn Sie nicht einverstanden sind, können Sie Ihr Konto schließen.',
      },
      law: {
        title: 'Anwendbares Recht und Schiedsverfahren',
        p1: 'Diese Bedingungen unterliegen dem Recht von <jurisdiction/>.',
        p2: 'Streitigkeiten mit FreightHub, die nicht gütlich beigelegt werden können, werden durch ein verbindliches Schiedsverfahren entschieden, das von <arbitrator/> nach dessen Regeln in <jurisdiction/> durchgeführt wird. Jede Partei kann stattdessen einen Einzelanspruch vor einem für Bagatellsachen zuständigen Gericht geltend machen.',
      },
      contact: {
        title: 'Kontakt',
        p1: 'Wenn Sie Fragen zu diesen Bedingungen haben, schreiben Sie uns über das <contact>Kontaktformular auf unserer Startseite</contact>.',
      },
    },
  },
};

export default de;
