#!/usr/bin/python3
"""Writes files/21..28 *.docx (review 88, health and care) with python-docx (Debian's python3-docx): tables for layout, tab stops for right-aligned
dates, bulleted lists, a page header holding the contact details, Word heading styles. Run: /usr/bin/python3 make_docx.py"""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(d_or_cell, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = d_or_cell.add_paragraph(style=style) if style else d_or_cell.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    return p


def runs(p, *parts):
    """parts: (text, bold, italic)"""
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(d_or_cell, text):
    p = d_or_cell.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False):
    """A line with text on the left and dates at a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(6)
    return p


def rule_heading(d, text, color="1F4E79", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(k), v)
    bdr.append(bottom)
    pPr.append(bdr)
    return p


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def set_widths(table, widths_cm):
    for row in table.rows:
        for cell, w in zip(row.cells, widths_cm):
            cell.width = Cm(w)


def first_par(cell):
    return cell.paragraphs[0]



def header_block(d, name, lines, color="1F4E79", size=18, align=None):
    para(d, name, bold=True, size=size, color=color, space_after=0, align=align)
    for ln in lines:
        para(d, ln, size=9.5, space_after=0, align=align)
    para(d, "", space_after=4)


# --------------------------------------------------------------------------------------------------------------
def f21():
    """US pharmacy technician: right-aligned tab-stop dates (MM/YYYY), bullets."""
    d = new_doc("Calibri", 10.5)
    header_block(d, "TIFFANY NGUYEN, CPhT", ["San Jose, CA 95122  |  (408) 555-0159  |  tiffany.nguyen.cpht@example.com"], "0B6E4F", 18)
    rule_heading(d, "Summary", "0B6E4F")
    para(d, "Nationally certified pharmacy technician with retail and hospital experience, including sterile compounding in a "
            "USP <797> cleanroom. Accurate, fast and calm at the pick-up window and in the IV room.")
    rule_heading(d, "Certifications & License", "0B6E4F")
    for b in ["Certified Pharmacy Technician (CPhT), PTCB — Cert. #1029384, exp. 08/2027",
              "Compounded Sterile Preparation Technician (CSPT), PTCB — 2023",
              "California Board of Pharmacy — Pharmacy Technician License TCH 148203, exp. 05/31/2027",
              "BLS — American Heart Association"]:
        bullet(d, b)
    rule_heading(d, "Experience", "0B6E4F")
    jobs = [("Inpatient Pharmacy Technician II — IV Room", "07/2021 - Present", "Santa Clara Valley Medical Center, San Jose, CA",
             ["Compound sterile IV admixtures, TPN and chemotherapy (hazardous drugs under USP <800>) in ISO 7 cleanroom.",
              "Refill Omnicell automated dispensing cabinets on 12 units; manage controlled substance counts.",
              "Use Epic Willow for order queues and BD Pyxis reports; train new technicians on aseptic technique."]),
            ("Pharmacy Technician", "03/2019 - 06/2021", "Walgreens, Store #4821, Milpitas, CA",
             ["Input and filled 300+ prescriptions a day; insurance adjudication and prior authorization follow-up.",
              "Administered inventory orders and returns; trained as immunization-certified technician (2020)."]),
            ("Cashier / Pharmacy Clerk", "06/2017 - 02/2019", "CVS Pharmacy, San Jose, CA", [])]
    for title, when, org, bl in jobs:
        tabbed(d, title, when, 17.0)
        para(d, org, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Education", "0B6E4F")
    tabbed(d, "Pharmacy Technician Certificate Program", "2019", 17.0)
    para(d, "San Jose City College, San Jose, CA — externship at Regional Medical Center of San Jose (120 hours)", space_after=1)
    tabbed(d, "High School Diploma", "2016", 17.0)
    para(d, "Andrew P. Hill High School, San Jose, CA", space_after=1)
    rule_heading(d, "Skills", "0B6E4F")
    para(d, "Sterile compounding (USP 797/800)  •  Aseptic technique  •  Chemotherapy compounding  •  TPN  •  Omnicell  •  Pyxis  •  "
            "Epic Willow  •  Insurance billing  •  Inventory management  •  Vietnamese (fluent)")
    d.save(os.path.join(OUT, "21-pharmacy-technician-tabs-us.docx"))


# --------------------------------------------------------------------------------------------------------------
def f22():
    """UK staff nurse: layout table with dates in the left cell, NMC PIN, NHS bands."""
    d = new_doc("Arial", 10)
    header_block(d, "Grace Adebayo-Lewis RN", ["Staff Nurse (Adult)  ·  NMC PIN 18J4729E",
                 "Croydon, London CR0  ·  07700 900 611  ·  grace.adebayolewis@example.co.uk"], "7B1E3A", 19)
    rule_heading(d, "Personal Statement", "7B1E3A")
    para(d, "Adult nurse working at Band 6 in acute medicine, looking for a Ward Manager (Band 7) post. I lead shifts on a "
            "busy 28-bed acute medical unit, support students and preceptees, and am passionate about safe staffing and "
            "patient experience.")
    rule_heading(d, "Employment History", "7B1E3A")
    rows = [
        ("Oct 2023 – Present", "Junior Sister / Deputy Ward Manager (Band 6)", "Croydon University Hospital, Croydon Health Services NHS Trust — Acute Medical Unit",
         ["Nurse in charge for 28 beds and 11 staff; bed meetings, escalation and rota support on HealthRoster.",
          "Appraisals for 8 Band 5 nurses; link nurse for sepsis and deteriorating patient (NEWS2).",
          "Electronic records on Cerner Millennium; Datix investigations and duty of candour conversations."]),
        ("Sep 2020 – Sep 2023", "Staff Nurse (Band 5)", "St George's University Hospitals NHS Foundation Trust — Cardiology ward",
         ["Care of patients with ACS and heart failure; telemetry monitoring; post-angiography care.",
          "Completed preceptorship and IV/CVAD competencies; practice assessor for student nurses."]),
        ("Nov 2020 – Jun 2022", "Bank Staff Nurse", "NHS Professionals (Croydon and St George's)",
         ["Occasional bank shifts on medical wards and the COVID vaccination hub."]),
        ("2016 – 2017", "Healthcare Assistant (Band 2)", "Kingston Hospital NHS Foundation Trust", []),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, title, org, bl in rows:
        c = t.add_row().cells
        runs(first_par(c[0]), (when, True, False))
        runs(first_par(c[1]), (title, True, False))
        para(c[1], org, italic=True, space_after=1)
        for b in bl:
            bullet(c[1], b)
    set_widths(t, [3.6, 13.4])
    rule_heading(d, "Education", "7B1E3A")
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, what in [("2017 – 2020", "BSc (Hons) Adult Nursing, 2:1 — Kingston University and St George's, University of London\n"
                                         "Placements: Kingston Hospital (surgery, ED), Hounslow community nursing team, Royal Marsden (oncology)"),
                       ("2014 – 2016", "A levels: Biology (B), Psychology (B), Sociology (C) — Coloma Convent Girls' School, Croydon")]:
        c = t.add_row().cells
        runs(first_par(c[0]), (when, True, False))
        first_par(c[1]).add_run(what)
    set_widths(t, [3.6, 13.4])
    rule_heading(d, "Registration & Training", "7B1E3A")
    for b in ["NMC Registered Nurse (Adult) — PIN 18J4729E, revalidation due 09/2026",
              "Immediate Life Support (ILS) — Resuscitation Council UK, 2025",
              "Practice Assessor / Supervisor (SSSA) — 2021",
              "Leadership: Mary Seacole Programme (NHS Leadership Academy), 2024"]:
        bullet(d, b)
    rule_heading(d, "Skills", "7B1E3A")
    para(d, "Shift leadership | NEWS2 & sepsis escalation | IV therapy & CVAD care | Telemetry | Cerner Millennium | "
            "HealthRoster | Datix | Mentoring students | Compassionate communication")
    d.save(os.path.join(OUT, "22-band6-staff-nurse-layout-table-uk.docx"))


# --------------------------------------------------------------------------------------------------------------
def f23():
    """Canadian dental assistant: name and contact in the page header only, Word Heading styles."""
    d = new_doc("Calibri", 11)
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]
    r = hp.add_run("Sofia Marchetti, RDA (Level II)")
    r.bold = True
    r.font.size = Pt(16)
    sec.header.add_paragraph("Mississauga, ON  ·  647-555-0129  ·  sofia.marchetti.rda@example.ca")
    d.add_heading("Profile", level=2)
    para(d, "Level II registered dental assistant with ten years chairside in general and orthodontic practices. Known for "
            "gentle patient care, spotless sterilization and keeping a two-chair schedule on time.")
    d.add_heading("Work Experience", level=2)
    for title, org, when, bl in [
        ("Registered Dental Assistant (Level II)", "Square One Dental Centre, Mississauga, ON", "April 2019 – present",
         ["Four-handed chairside assisting for restorative, endodontic and implant procedures.",
          "Intra-oral duties: coronal polishing, fluoride, sealants, impressions, and digital radiographs (Dexis).",
          "Manage the sterilization area: ultrasonic, autoclave biological monitoring and IPAC logs.",
          "Book recalls and treatment in ABELDent; explain treatment plans and insurance estimates."]),
        ("Orthodontic Assistant", "Bright Smiles Orthodontics, Oakville, ON", "June 2016 – March 2019",
         ["Bonding and debonding assist, archwire changes, iTero intraoral scans, retainer fabrication."]),
        ("Sterilization Technician / Receptionist (part-time)", "Dundas Family Dentistry, Mississauga, ON", "Sept 2015 – May 2016", []),
    ]:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False), (" — " + org, False, False))
        para(d, when, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    d.add_heading("Education", level=2)
    para(d, "Level II Dental Assisting Diploma (with clinical practicum) — Humber College, Toronto, ON — 2016", space_after=1)
    para(d, "Ontario Secondary School Diploma — St. Marcellinus Secondary School, Mississauga — 2014", space_after=1)
    d.add_heading("Certification", level=2)
    for b in ["National Dental Assisting Examining Board (NDAEB) — Certificate #D-48217 (2016)",
              "HARP / Radiation Safety (Ontario) — 2016",
              "Ontario Dental Assistants Association (ODAA) member",
              "Standard First Aid with CPR Level C / AED — expires 02/2027"]:
        bullet(d, b)
    d.add_heading("Skills", level=2)
    for b in ["Chairside assisting", "Infection prevention and control (IPAC)", "Dental radiography", "Coronal polishing",
              "Orthodontic assisting", "ABELDent", "Dexis imaging", "Patient communication", "Italian (fluent)"]:
        bullet(d, b)
    d.save(os.path.join(OUT, "23-dental-assistant-contact-in-header-ca.docx"))


# --------------------------------------------------------------------------------------------------------------
def f24():
    """US medical assistant: skills grid table, externship inside education, 'Jan. 2020 to date'."""
    d = new_doc("Calibri", 10.5)
    para(d, "Keisha M. Lawson", bold=True, size=22, color="2E4A7D", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Certified Medical Assistant (AAMA)", size=11, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Atlanta, GA 30310 • 404-555-0178 • keisha.lawson.cma@example.com", size=9.5, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    rule_heading(d, "Professional Summary", "2E4A7D")
    para(d, "Certified medical assistant with 8 years in busy family medicine and pediatric clinics. Rooming 30+ patients a day, "
            "vitals, injections and EKGs, plus front-office scheduling and referrals. Cross-trained in phlebotomy.")
    rule_heading(d, "Core Competencies", "2E4A7D")
    grid = [["Patient intake & rooming", "Vital signs", "Phlebotomy"],
            ["Injections & immunizations", "EKG", "Point-of-care testing"],
            ["athenaOne EHR", "eClinicalWorks", "Prior authorizations"],
            ["HIPAA compliance", "Medical terminology", "Customer service"]]
    t = d.add_table(rows=0, cols=3)
    no_borders(t)
    for row in grid:
        c = t.add_row().cells
        for cell, text in zip(c, row):
            first_par(cell).add_run("▪ " + text)
    rule_heading(d, "Work History", "2E4A7D")
    for title, org, when, bl in [
        ("Lead Medical Assistant", "Piedmont Physicians Family Medicine — West End, Atlanta, GA", "Jan. 2020 to date",
         ["Room patients for 3 providers; vitals, medication reconciliation and chief complaint in athenaOne.",
          "Administer vaccines (VFC program), TB skin tests and B12 injections; perform 12-lead EKGs and spirometry.",
          "Train and schedule 5 MAs; keep the clinic's CLIA-waived testing logs and quality controls."]),
        ("Medical Assistant", "Children's Healthcare of Atlanta — Pediatric Primary Care, Hughes Spalding", "Aug. 2018 – Dec. 2019",
         ["Well-child visits, vision/hearing screens, immunization records (GRITS)."]),
        ("Phlebotomist (PRN)", "Quest Diagnostics, Atlanta, GA", "Mar. 2021 – Oct. 2022",
         ["Saturday patient service center draws, ~40 venipunctures per shift."]),
    ]:
        tabbed(d, title, when, 17.0)
        para(d, org, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Education", "2E4A7D")
    tabbed(d, "Diploma, Medical Assisting", "2018", 17.0)
    para(d, "Atlanta Technical College, Atlanta, GA — 160-hour externship at Grady Health System, East Point clinic", space_after=1)
    rule_heading(d, "Certifications", "2E4A7D")
    for b in ["CMA (AAMA) — Certified Medical Assistant, #0214873, recertify 12/2027",
              "Certified Phlebotomy Technician (CPT), NHA — 2021",
              "BLS for Healthcare Providers — AHA, exp. 01/2027"]:
        bullet(d, b)
    d.save(os.path.join(OUT, "24-medical-assistant-skills-grid-us.docx"))


# --------------------------------------------------------------------------------------------------------------
def f25():
    """Australian disability/aged care support worker: casual jobs through providers, 'current', NDIS screening."""
    d = new_doc("Calibri", 11)
    para(d, "Mei Ling Tan", bold=True, size=20, space_after=0)
    para(d, "Support Worker – Disability & Aged Care", size=12, color="C0504D", space_after=0)
    para(d, "Footscray VIC 3011  |  0401 555 862  |  meiling.tan.support@example.com.au", size=9.5, space_after=8)
    d.add_heading("Career Summary", level=1)
    para(d, "Patient, warm support worker with five years in home care and supported independent living (SIL). I help people "
            "with disability and older Australians live the life they choose – from personal care and meal preparation to "
            "community access and building daily living skills.")
    d.add_heading("Employment", level=1)
    for org, title, when, bl in [
        ("Scope Australia – Supported Independent Living", "Disability Support Worker (part-time, 0.6)", "Mar 2022 – current",
         ["Support four residents with intellectual disability and complex needs in a SIL home in Sunshine.",
          "Personal care, PEG feeding, medication assistance (Webster packs), behaviour support plan strategies.",
          "Progress notes and incident reports in ShiftCare; community access with the wheelchair-accessible van."]),
        ("Bolton Clarke – Home Care", "Personal Care Worker (casual)", "Jul 2021 – current",
         ["Home visits for older clients on Home Care Packages: showering, dressing, transfers, social support."]),
        ("Mable (self-employed, ABN)", "Independent Support Worker", "2023 – current",
         ["Weekend community access and respite for two NDIS participants booked through the Mable platform."]),
        ("Woolworths, Highpoint", "Customer Service Assistant", "2019 – 2021", []),
    ]:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False))
        p = para(d, "", space_after=1)
        runs(p, (org, False, True), ("   |   " + when, False, False))
        for b in bl:
            bullet(d, b)
    d.add_heading("Qualifications", level=1)
    para(d, "Certificate III in Individual Support (Ageing and Disability), CHC33015 – Victoria University Polytechnic, 2021", space_after=1)
    para(d, "120-hour vocational placement: Arcare Maidstone (residential aged care)", italic=True, space_after=1)
    para(d, "Certificate IV in Disability, CHC43115 – TAFE NSW (online), 2024", space_after=1)
    d.add_heading("Checks & Certificates", level=1)
    for b in ["NDIS Worker Screening Check – cleared, expires 09/2028",
              "Working with Children Check (VIC) – Employee",
              "HLTAID011 Provide First Aid – 2025",
              "Medication assistance unit (HLTHPS006) – 2022",
              "Manual handling – 2025", "Full driver licence and own car"]:
        bullet(d, b)
    d.add_heading("Skills", level=1)
    para(d, "Personal care, manual handling, PEG feeding, medication assistance, positive behaviour support, community access, "
            "ShiftCare, incident reporting, Mandarin and Cantonese (fluent)")
    para(d, "Referees available on request.", italic=True)
    d.save(os.path.join(OUT, "25-disability-support-worker-au.docx"))


# --------------------------------------------------------------------------------------------------------------
def f26():
    """US physical therapist: clinical rotations listed under their own heading, per-diem home health, tab-stop dates."""
    d = new_doc("Georgia", 10.5)
    para(d, "DANIEL KOWALCZYK, PT, DPT, OCS", bold=True, size=17, space_after=0)
    para(d, "Pittsburgh, PA  ·  412-555-0193  ·  dkowalczyk.dpt@example.com", size=10, space_after=6)
    rule_heading(d, "Licensure & Certification", "333333")
    for b in ["Physical Therapist, Pennsylvania State Board of Physical Therapy — License PT028417, exp. 12/31/2026",
              "Orthopaedic Clinical Specialist (OCS), ABPTS — 2023",
              "Certified Strength and Conditioning Specialist (CSCS), NSCA",
              "Dry Needling certification (Level 1 & 2), Myopain Seminars — 2022",
              "CPR/BLS — American Heart Association"]:
        bullet(d, b)
    rule_heading(d, "Professional Experience", "333333")
    for title, org, when, bl in [
        ("Physical Therapist / Clinic Director", "UPMC Centers for Rehab Services — Lawrenceville, Pittsburgh, PA", "Oct 2022 – Present",
         ["Outpatient orthopedic and sports caseload (12–14 visits/day); ACL, rotator cuff, spine and total joint rehab.",
          "Lead a clinic of 4 PTs, 2 PTAs and 2 front-desk staff; productivity and scheduling in Epic.",
          "Clinical instructor for Pitt DPT students (CPI 3.0)."]),
        ("Staff Physical Therapist", "Allegheny Health Network — Sports Medicine, Wexford, PA", "Aug 2019 – Sep 2022",
         ["Orthopedic outpatient caseload; return-to-sport testing; blood flow restriction training."]),
        ("Physical Therapist (per diem, home health)", "Bayada Home Health Care, Pittsburgh, PA", "Jan 2021 – Present",
         ["Weekend start-of-care evaluations and OASIS documentation in HCHB."]),
    ]:
        tabbed(d, title, when, 17.0)
        para(d, org, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Clinical Rotations", "333333")
    for a, b in [("Acute Care — UPMC Presbyterian, Pittsburgh, PA", "Summer 2018"),
                 ("Outpatient Orthopedics — Drayer Physical Therapy Institute, Camp Hill, PA", "Fall 2018"),
                 ("Inpatient Rehabilitation — UPMC Mercy, Pittsburgh, PA", "Spring 2019")]:
        tabbed(d, a, b, 17.0, bold=False)
    rule_heading(d, "Education", "333333")
    tabbed(d, "Doctor of Physical Therapy (DPT)", "2019", 17.0)
    para(d, "University of Pittsburgh, School of Health and Rehabilitation Sciences", italic=True, space_after=1)
    tabbed(d, "B.S. Exercise Science, summa cum laude", "2016", 17.0)
    para(d, "Slippery Rock University of Pennsylvania", italic=True, space_after=1)
    rule_heading(d, "Skills", "333333")
    para(d, "Orthopedic manual therapy · Dry needling · Blood flow restriction (BFR) training · Return-to-sport testing · "
            "Vestibular rehab · Therapeutic exercise · Epic · HCHB · Clinical instruction · Team leadership")
    d.save(os.path.join(OUT, "26-physical-therapist-dpt-rotations-us.docx"))


# --------------------------------------------------------------------------------------------------------------
def f27():
    """US LPN: long-term care, agency overlap, a summer camp nurse job, employer-first with dates on the right in a 2-col table."""
    d = new_doc("Calibri", 10.5)
    para(d, "Crystal Ann Whitaker, LPN", bold=True, size=18, color="6B4226", space_after=0)
    para(d, "Knoxville, TN 37918  |  865.555.0134  |  crystal.whitaker.lpn@example.com", size=9.5, space_after=6)
    rule_heading(d, "Objective", "6B4226")
    para(d, "Dependable LPN with long-term care and rehab experience seeking a full-time charge nurse position, day shift.")
    rule_heading(d, "Experience", "6B4226")
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for org, when, title, bl in [
        ("NHC HealthCare, Farragut — Farragut, TN", "Nov 2020 – present", "Charge Nurse (LPN), Skilled Rehab Unit",
         ["Charge nurse for a 30-bed short-term rehab hall; supervise 4 CNAs.",
          "Med pass, wound care, G-tube feedings, IV antibiotics via PICC (TN IV-certified LPN).",
          "Admissions and MDS-supporting documentation in PointClickCare; physician and family updates."]),
        ("Maxim Healthcare Staffing — Knoxville, TN", "2021 – 2023", "Agency LPN (PRN)",
         ["Shifts at local nursing homes and assisted living facilities, 2–3 per month."]),
        ("Camp Wesley Woods — Townsend, TN", "Summer 2022", "Camp Nurse (seasonal)",
         ["Health center for 180 campers per week: daily med pass, first aid, allergy and diabetes management."]),
        ("Serene Manor Medical Center — Knoxville, TN", "Jun 2017 – Oct 2020", "LPN, Long-Term Care",
         ["Med pass for 28 residents; treatments, skin checks, falls follow-up."]),
        ("Serene Manor Medical Center — Knoxville, TN", "2015 – 2017", "Certified Nursing Assistant", []),
    ]:
        c = t.add_row().cells
        runs(first_par(c[0]), (org, True, False))
        p = first_par(c[1])
        runs(p, (when, False, True))
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        c = t.add_row().cells
        a = c[0].merge(c[1])
        runs(first_par(a), (title, False, True))
        for b in bl:
            bullet(a, b)
    set_widths(t, [12.0, 5.0])
    rule_heading(d, "License & Certifications", "6B4226")
    for b in ["Licensed Practical Nurse — Tennessee Board of Nursing, License #LPN 78214 (multistate), exp. 04/30/2027",
              "IV Therapy Certification (LPN) — 2021", "BLS — American Heart Association", "Certified Dementia Practitioner (CDP) — 2023"]:
        bullet(d, b)
    rule_heading(d, "Education", "6B4226")
    para(d, "Practical Nursing Diploma — Tennessee College of Applied Technology (TCAT) Knoxville, 2017", space_after=1)
    para(d, "Clinical rotations: Fort Sanders Regional Medical Center, East Tennessee Children's Hospital", italic=True, space_after=1)
    rule_heading(d, "Skills", "6B4226")
    para(d, "Medication administration; wound care; G-tube feeding; IV therapy; PointClickCare; MDS documentation; "
            "CNA supervision; dementia care; family communication")
    d.save(os.path.join(OUT, "27-lpn-ltc-camp-nurse-table-us.docx"))


# --------------------------------------------------------------------------------------------------------------
def f28():
    """Indian physician moving to the UK: bordered tables for posts and education, CRMI internship in education."""
    d = new_doc("Times New Roman", 11)
    para(d, "CURRICULUM VITAE", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    para(d, "Dr. Rohan Deshpande, MBBS, MD (General Medicine)", bold=True, size=15, space_after=0)
    para(d, "Flat 902, Sai Residency, Baner Road, Pune – 411045, Maharashtra, India", space_after=0)
    para(d, "Tel: +91 98220 55941  |  E-mail: dr.rohan.deshpande@example.in", space_after=0)
    para(d, "GMC Reference No.: 7821456 (Full registration with licence to practise, granted 2026)", space_after=8)
    rule_heading(d, "Professional Summary", "000000", 11.5)
    para(d, "Consultant-grade physician with MD in General Medicine and ten years of post-MBBS clinical experience in "
            "tertiary hospitals in India, including seven years after postgraduation. PLAB 1 and 2 passed; seeking a Specialty "
            "Doctor or Clinical Fellow post in acute medicine in the NHS.")
    rule_heading(d, "Clinical Experience", "000000", 11.5)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for cell, h in zip(t.rows[0].cells, ["Post", "Hospital", "Department", "Period"]):
        runs(first_par(cell), (h, True, False))
    for row in [("Consultant Physician", "Ruby Hall Clinic, Pune", "Internal Medicine", "Sep 2022 – Present"),
                ("Assistant Professor", "Bharati Vidyapeeth Medical College & Hospital, Pune", "Department of Medicine", "Aug 2020 – Aug 2022"),
                ("Senior Resident", "Sassoon General Hospital (B.J. Government Medical College), Pune", "General Medicine", "Jul 2019 – Jul 2020"),
                ("Junior Resident (MD postgraduate)", "Sassoon General Hospital (B.J. Government Medical College), Pune", "General Medicine", "May 2016 – Jun 2019")]:
        c = t.add_row().cells
        for cell, text in zip(c, row):
            first_par(cell).add_run(text)
    set_widths(t, [4.0, 6.5, 3.5, 3.5])
    para(d, "", space_after=2)
    para(d, "Responsibilities at Ruby Hall Clinic: independent in-patient and out-patient management, 25-bed medical ward "
            "and ICU consults; management of sepsis, DKA, stroke, acute coronary syndromes and tropical fevers (dengue, "
            "malaria, leptospirosis); procedures including central lines, pleural and ascitic taps, lumbar punctures; "
            "teaching DNB residents.", space_after=4)
    rule_heading(d, "Academic Qualifications", "000000", 11.5)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for cell, h in zip(t.rows[0].cells, ["Degree", "Institution", "University", "Year"]):
        runs(first_par(cell), (h, True, False))
    for row in [("MD (General Medicine)", "B.J. Government Medical College, Pune", "Maharashtra University of Health Sciences", "2019"),
                ("MBBS", "Government Medical College, Nagpur", "Maharashtra University of Health Sciences", "2015"),
                ("Compulsory Rotating Medical Internship (CRMI)", "Government Medical College & Hospital, Nagpur", "MUHS", "2014 – 2015")]:
        c = t.add_row().cells
        for cell, text in zip(c, row):
            first_par(cell).add_run(text)
    set_widths(t, [4.5, 5.5, 5.0, 2.5])
    rule_heading(d, "Registration & Examinations", "000000", 11.5)
    for b in ["Maharashtra Medical Council — Reg. No. 2015/07/4312",
              "General Medical Council (UK) — GMC 7821456, full registration with licence to practise (2026)",
              "PLAB 1 (2025) and PLAB 2 (2026) — passed", "MRCP (UK) Part 1 — passed 2024",
              "IELTS Academic — overall 8.0 (2025)", "ACLS — American Heart Association, 2025"]:
        bullet(d, b)
    rule_heading(d, "Skills", "000000", 11.5)
    para(d, "Acute medicine, Critical care, Point-of-care ultrasound, Central venous cannulation, Non-invasive ventilation, "
            "Clinical teaching, Research methodology, Hindi, Marathi")
    rule_heading(d, "Publications", "000000", 11.5)
    para(d, "1. Deshpande R, Kulkarni S. Clinical profile of leptospirosis in western Maharashtra. J Assoc Physicians India. 2019;67(8):22-26.")
    para(d, "2. Deshpande R, et al. Predictors of mortality in severe dengue: a prospective study. Indian J Crit Care Med. 2022;26(4):455-60.")
    rule_heading(d, "Declaration", "000000", 11.5)
    para(d, "I hereby declare that the information given above is true to the best of my knowledge.")
    para(d, "Place: Pune                                                                        Dr. Rohan Deshpande")
    d.save(os.path.join(OUT, "28-physician-md-to-nhs-tables-in.docx"))


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
