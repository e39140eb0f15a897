#!/usr/bin/python3
"""Writes files/21..28 *.docx (review 99, scientists and laboratory staff) with python-docx (Debian's python3-docx):
tables used for layout, tab stops for right-aligned dates, bulleted lists, contact details in the page header, Word
heading styles. Run: /usr/bin/python3 make_docx.py"""
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


def para(d, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = d.add_paragraph(style=style) if style else d.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    return p


def runs(p, *parts):
    """parts: (text, bold, italic)"""
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(d, text):
    p = d.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False, before=6):
    """A line with text on the left and dates at a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(before)
    return p


def rule_heading(d, text, color="1F4E79", size=12, upper=True):
    p = para(d, text.upper() if upper else text, bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(k), v)
    bdr.append(bottom)
    pPr.append(bdr)
    return p


def borders(table, val="nil"):
    tblPr = table._tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), val)
        if val != "nil":
            e.set(qn("w:sz"), "4")
            e.set(qn("w:color"), "000000")
        b.append(e)
    tblPr.append(b)


def set_widths(table, widths_cm):
    table.autofit = False
    for row in table.rows:
        for cell, w in zip(row.cells, widths_cm):
            cell.width = Cm(w)


def cell_text(cell, text, bold=False, italic=False, size=None):
    p = cell.paragraphs[0]
    r = p.add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    return p


def cell_bullets(cell, items):
    for it in items:
        p = cell.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(0)


def save(d, name):
    d.save(os.path.join(OUT, name))


# ---------------------------------------------------------------------------------------------------------------
def f21():
    """US biologics QC analyst: right-aligned tab-stop dates (MM/YYYY), title then employer, bullets."""
    d = new_doc("Calibri", 10.5, 1.9)
    para(d, "Brandon K. Ostrowski", bold=True, size=20, color="1A4D8F", space_after=0)
    para(d, "Quality Control Analyst – Biologics", size=11.5, color="555555", space_after=0)
    para(d, "Raleigh, NC 27606  •  (919) 555-0177  •  b.ostrowski@example.com", size=10, space_after=6)
    rule_heading(d, "Professional Summary", "1A4D8F")
    para(d, "QC analyst with seven years of GMP testing of biologics and drug substance intermediates. Runs potency, purity and "
            "identity methods (HPLC, CE, ELISA), owns instruments, and writes clean, right-first-time documentation.")
    rule_heading(d, "Experience", "1A4D8F")
    jobs = [("Quality Control Analyst II", "02/2022 – Present", "Novo Nordisk Pharmaceutical Industries, Clayton, NC",
             ["Release and stability testing of GLP-1 drug substance: RP-HPLC, SEC, peptide mapping, UV concentration (SoloVPE).",
              "Instrument owner for 6 Waters Acquity UPLC systems in Empower 3; authored 4 test method SOPs.",
              "Investigate laboratory deviations and OOS results; CAPA owner in Veeva QMS.",
              "Super-user for LabVantage LIMS; trained 8 analysts."]),
            ("QC Analyst I, Biochemistry", "06/2019 – 01/2022", "FUJIFILM Diosynth Biotechnologies, Morrisville, NC",
             ["Capillary electrophoresis (CE-SDS, icIEF on ProteinSimple Maurice), host cell protein ELISA, bioburden support.",
              "Tech transfer of client methods; executed method qualification protocols."]),
            ("Laboratory Technician (temporary)", "08/2018 – 05/2019", "Eurofins Lancaster Laboratories (PSS at Biogen), Research Triangle Park, NC",
             ["Sample management, reagent prep and glassware; GMP documentation and logbooks."])]
    for title, when, org, bl in jobs:
        tabbed(d, title, when, 17.2)
        para(d, org, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Education", "1A4D8F")
    tabbed(d, "B.S. Chemistry (ACS-certified), University of North Carolina Wilmington", "May 2018", 17.2, before=2)
    para(d, "Minor: Biology", space_after=1)
    rule_heading(d, "Certifications", "1A4D8F")
    bullet(d, "BioWork Certificate – Wake Technical Community College, 2018")
    bullet(d, "ASQ Certified Quality Improvement Associate (CQIA), 2023")
    rule_heading(d, "Skills", "1A4D8F")
    para(d, "HPLC/UPLC · SEC · capillary electrophoresis (CE-SDS, icIEF) · ELISA · peptide mapping · Empower 3 · LabVantage LIMS · "
            "Veeva QMS · cGMP · data integrity · technical writing · troubleshooting")
    save(d, "21-biologics-qc-analyst-tabs-us.docx")


def f22():
    """Canadian regulatory affairs manager: the whole CV a layout table, dates in the left cell."""
    d = new_doc("Arial", 10, 1.8)
    para(d, "Olumide Adeyemi-Clarke, RAC", bold=True, size=18, space_after=0)
    para(d, "Manager, Regulatory Affairs — Biologics & Vaccines", size=11, color="7F1D1D", space_after=0)
    para(d, "Toronto, ON M4S 1A1  ·  416-555-0148  ·  olumide.ac@example.ca", size=9.5, space_after=8)

    def section(title, rows, widths=(4.2, 13.2)):
        rule_heading(d, title, "7F1D1D", 11)
        t = d.add_table(rows=0, cols=2)
        borders(t)
        for left, body in rows:
            cells = t.add_row().cells
            cell_text(cells[0], left, bold=True, size=9.5)
            first = True
            for kind, text in body:
                if kind == "b":
                    p = cells[1].add_paragraph(text, style="List Bullet")
                    p.paragraph_format.space_after = Pt(0)
                else:
                    p = cells[1].paragraphs[0] if first else cells[1].add_paragraph()
                    r = p.add_run(text)
                    r.bold = kind == "h"
                    r.italic = kind == "i"
                first = False
        set_widths(t, widths)

    para(d, "Regulatory affairs leader with 12 years in Canadian and US submissions for vaccines, biologics and generics: NDS, SNDS, "
            "CTA and BLA supplements. Known for clear regulatory strategy, strong Health Canada relationships and coaching teams.")
    section("Professional Experience", [
        ("Jan. 2020 to date", [("h", "Manager, Regulatory Affairs"), ("i", "Sanofi Pasteur Limited, Toronto, ON"),
                                ("b", "Lead a team of 4 specialists for the Canadian vaccine portfolio (14 products); regulatory lead on 2 NDS and 11 SNDS approvals."),
                                ("b", "Lot release (Schedule D) interactions with BRDD/CBE; Yellow Fever and pandemic readiness filings."),
                                ("b", "Regulatory strategy for post-approval CMC changes in line with Health Canada's PACCMC guidance.")]),
        ("Apr. 2016 – Dec. 2019", [("h", "Senior Regulatory Affairs Associate"), ("i", "Apotex Inc., Toronto, ON"),
                                    ("b", "Prepared ANDS and SANDS in eCTD; responded to screening deficiency notices and clarifaxes."),
                                    ("b", "US FDA ANDA CMC amendments and annual reports.")]),
        ("Sept. 2014 – Mar. 2016", [("h", "Regulatory Affairs Associate"), ("i", "Teva Canada Limited, Toronto, ON"),
                                     ("b", "Labelling (product monographs, PLL format), DIN applications and Drug Establishment Licence renewals.")]),
        ("May 2013 – Aug. 2014", [("h", "Quality Control Chemist"), ("i", "Patheon (now Thermo Fisher Scientific), Whitby, ON"),
                                   ("b", "HPLC assay and dissolution testing of solid dosage forms under GMP.")]),
    ])
    section("Education", [
        ("2013", [("h", "Honours B.Sc., Pharmacology and Biochemistry"), ("t", "University of Toronto")]),
        ("2014", [("h", "Post-Graduate Certificate, Regulatory Affairs – Pharmaceuticals"), ("t", "Humber College, Toronto")]),
    ])
    section("Certifications", [
        ("2018", [("t", "Regulatory Affairs Certification (RAC-Drugs), RAPS")]),
        ("2022", [("t", "Project Management Professional (PMP), PMI")]),
    ])
    section("Skills", [
        ("Regulatory", [("t", "Health Canada Food and Drug Regulations, ICH M4 (CTD), eCTD, CMC strategy, labelling, lifecycle management")]),
        ("Systems", [("t", "Veeva Vault RIM, Lorenz docuBridge, Health Canada CESG portal, MS Project")]),
        ("People", [("t", "Team leadership, negotiation, cross-functional communication, mentoring")]),
        ("Languages", [("t", "English, Yoruba, French (intermediate)")]),
    ])
    save(d, "22-regulatory-affairs-manager-layout-table-ca.docx")


def f23():
    """UK research technician: name and contact only in the Word page header; Word heading styles."""
    d = new_doc("Calibri", 11, 2.2)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    r = hp.add_run("Chloe Ashworth-Banks")
    r.bold = True
    r.font.size = Pt(16)
    hp2 = hdr.add_paragraph("Abingdon, Oxfordshire · 07700 900615 · chloe.ashworthbanks@example.co.uk")
    hp2.alignment = WD_ALIGN_PARAGRAPH.LEFT
    d.add_heading("Personal Statement", level=1)
    para(d, "Registered Science Technician (RSciTech) with eight years in mouse genetics and histology laboratories. I run "
            "genotyping and tissue processing pipelines, look after Home Office-licensed colonies with care, and enjoy training "
            "apprentices. Looking for a Senior Research Technician post in a biomedical research institute.")
    d.add_heading("Employment History", level=1)
    d.add_heading("Research Technician – Mary Lyon Centre, MRC Harwell, Didcot", level=2)
    para(d, "August 2021 – present", italic=True)
    for b in ["High-throughput genotyping (PCR, qPCR, ddPCR) for 250+ mouse lines; sample tracking in the LIMS (MLC LIMS).",
              "Tissue processing, embedding, microtomy and H&E/IHC staining for phenotyping pipelines.",
              "Personal licence holder (ASPA 1986, PIL modules 1–4): breeding, ear biopsy, tail bleeds.",
              "Health and safety representative for the histology suite; COSHH assessments."]:
        bullet(d, b)
    d.add_heading("Laboratory Technician Apprentice – University of Oxford, Sir William Dunn School of Pathology", level=2)
    para(d, "September 2019 – July 2021", italic=True)
    for b in ["Level 3 Laboratory Technician apprenticeship: media and buffer preparation, autoclaving, waste streams, stock control.",
              "Cell culture support (HEK293, HeLa) and mycoplasma testing for the tissue culture facility."]:
        bullet(d, b)
    d.add_heading("Histology Assistant – Oxford University Hospitals NHS Foundation Trust, John Radcliffe Hospital", level=2)
    para(d, "June 2018 – August 2019", italic=True)
    bullet(d, "Specimen reception, cut-up assistance and slide filing in the cellular pathology department.")
    d.add_heading("Education and Qualifications", level=1)
    bullet(d, "Level 3 Laboratory Technician Apprenticeship (Distinction) – Activate Learning, Oxford, 2021")
    bullet(d, "BTEC Level 3 Extended Diploma in Applied Science (D*DD) – Abingdon & Witney College, 2018")
    d.add_heading("Registrations and Licences", level=1)
    bullet(d, "Registered Science Technician (RSciTech), Science Council via the Institute of Science & Technology, 2022")
    bullet(d, "Home Office Personal Licence (PIL A, modules 1–4), 2021")
    bullet(d, "Institute of Animal Technology (IAT) Level 2 Certificate, 2020")
    d.add_heading("Skills", level=1)
    para(d, "PCR and qPCR genotyping · ddPCR · DNA extraction · histology (embedding, microtomy, H&E, IHC) · mouse handling and breeding · "
            "cell culture · aseptic technique · COSHH · Microsoft Excel · training apprentices · organised and reliable")
    d.add_heading("Interests", level=1)
    para(d, "Volunteer at the Oxford Science Festival (2022–2025); park run; amateur astronomy.")
    save(d, "23-research-technician-header-contact-uk.docx")


def f24():
    """Australian CRA: skills grid table, dates after the employer on one line."""
    d = new_doc("Calibri", 10.5, 1.8)
    para(d, "ISABELLA MORETTI", bold=True, size=19, color="00594F", space_after=0, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "Senior Clinical Research Associate", size=11, space_after=0, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "Parramatta NSW 2150  |  0491 570 921  |  isabella.moretti@example.com.au", size=9.5, space_after=8, align=WD_ALIGN_PARAGRAPH.CENTER)
    rule_heading(d, "Profile", "00594F")
    para(d, "Senior CRA with nine years in clinical trials across site, sponsor and CRO roles in Australia and New Zealand. "
            "Experienced in early-phase oncology and rare disease studies, CTN/CTA submissions and HREC processes, and lead CRA "
            "responsibilities on multi-country studies.")
    rule_heading(d, "Key Skills", "00594F")
    skills = [["ICH-GCP E6(R3)", "Site monitoring (on-site & remote)", "Source data verification"],
              ["CTN scheme & HREC submissions", "Medidata Rave EDC", "Veeva Vault CTMS / eTMF"],
              ["Oncology & rare disease", "Risk-based quality management", "Mentoring junior CRAs"]]
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    for i, row in enumerate(skills):
        for j, s in enumerate(row):
            cell_text(t.rows[i].cells[j], s, size=9.5)
    rule_heading(d, "Professional Experience", "00594F")
    jobs = [("Senior Clinical Research Associate", "Novotech, Sydney NSW", "Mar 2022 – current",
             ["Lead CRA for two Phase I/II oncology studies across 9 sites in AU/NZ; monitoring plan authoring and oversight.",
              "Site selection, SIV, IMV and close-out visits; protocol deviation and SAE follow-up.",
              "Line-manage and co-monitor 3 CRAs; sponsor-facing status reports."]),
            ("Clinical Research Associate", "Parexel International, Sydney NSW", "Jul 2019 – Feb 2022",
             ["Monitored Phase III respiratory and rare disease trials; remote monitoring during COVID-19 restrictions.",
              "Managed investigator site files and IP reconciliation."]),
            ("Clinical Trial Coordinator", "Westmead Hospital (Western Sydney Local Health District), Westmead NSW", "Feb 2017 – Jun 2019",
             ["Coordinated 15 oncology trials: eligibility, consent, visit scheduling, eCRF completion and sample processing.",
              "Prepared HREC and governance (SSA) submissions."]),
            ("Research Assistant (part-time)", "Kolling Institute, St Leonards NSW", "2016 – 2017",
             ["Data entry and participant follow-up calls for a cardiovascular cohort study."])]
    for title, org, when, bl in jobs:
        p = para(d, "", space_after=0)
        p.paragraph_format.space_before = Pt(6)
        runs(p, (title, True, False), ("  |  " + org + "  |  " + when, False, False))
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Education", "00594F")
    para(d, "Master of Clinical Trials Research – The University of Sydney, 2018", space_after=1)
    para(d, "Bachelor of Medical Science – Western Sydney University, 2016", space_after=1)
    rule_heading(d, "Certifications & Training", "00594F")
    bullet(d, "ACRP Certified Clinical Research Associate (CCRA), 2021")
    bullet(d, "ICH-GCP E6(R3) – TransCelerate-recognised, 2025")
    bullet(d, "IATA Dangerous Goods Shipping, 2024")
    rule_heading(d, "Referees", "00594F")
    para(d, "Available on request.")
    save(d, "24-senior-cra-skills-grid-au.docx")


def f25():
    """US fisheries biologist: federal/state seasonal jobs, 'Summer 2022', GS grades, bulleted."""
    d = new_doc("Times New Roman", 11, 2.0)
    para(d, "Wyatt J. Redcloud", bold=True, size=16, space_after=0)
    para(d, "Olympia, WA 98501 | 360-555-0121 | wyatt.redcloud@example.com", space_after=2)
    para(d, "Fish and Wildlife Biologist", bold=True, italic=True, space_after=6)
    rule_heading(d, "Experience", "000000", 11.5)
    jobs = [("Fish and Wildlife Biologist 2", "Washington Department of Fish and Wildlife (WDFW), Fish Program, Olympia, WA", "June 2023 – present",
             ["Lead juvenile salmon outmigrant monitoring on two rotary screw traps; crew of 4 technicians.",
              "Estimate abundance with mark-recapture models in R; write annual reports for NOAA Fisheries.",
              "PIT tagging, electrofishing (backpack, Smith-Root LR-24) and spawning ground surveys."]),
            ("Biological Science Technician (Fisheries), GS-0404-07", "NOAA Northwest Fisheries Science Center, Seattle, WA", "Sept. 2022 – May 2023",
             ["Otolith preparation and ageing; genetic tissue sampling; database QA/QC in Microsoft Access."]),
            ("Fisheries Technician (seasonal)", "U.S. Fish and Wildlife Service, Lower Columbia River Fish Health Center, Willard, WA", "Summer 2022",
             ["Pathogen sampling of hatchery Chinook and coho; necropsy and sample shipping."]),
            ("Fisheries Technician (seasonal)", "Alaska Department of Fish and Game, Division of Commercial Fisheries, Dillingham, AK", "Summers 2020 & 2021",
             ["Sockeye salmon escapement counting towers and age-sex-length sampling on the Wood River."]),
            ("Undergraduate Research Assistant", "University of Washington, School of Aquatic and Fishery Sciences, Seattle, WA", "2019 – 2022",
             ["Stream temperature loggers and fish habitat surveys in the Cedar River watershed."])]
    for title, org, when, bl in jobs:
        tabbed(d, title, when, 17.0, before=5)
        para(d, org, italic=True, space_after=0)
        for b in bl:
            bullet(d, b)
    rule_heading(d, "Education", "000000", 11.5)
    tabbed(d, "B.S. Aquatic and Fishery Sciences, University of Washington, Seattle, WA", "2022", 17.0, bold=False, before=2)
    rule_heading(d, "Certifications", "000000", 11.5)
    bullet(d, "Electrofishing Certification – Smith-Root, 2021")
    bullet(d, "USFWS Motorboat Operator Certification Course (MOCC), 2023")
    bullet(d, "Wilderness First Aid (NOLS), 2024")
    bullet(d, "WDFW Scientific Collection Permit holder")
    rule_heading(d, "Skills", "000000", 11.5)
    bullet(d, "Field: electrofishing, rotary screw traps, PIT tagging, snorkel surveys, spawning ground surveys, boat operation")
    bullet(d, "Lab: otolith ageing, scale reading, genetic tissue sampling")
    bullet(d, "Data: R (tidyverse, mark-recapture), ArcGIS Pro, Microsoft Access, Excel")
    bullet(d, "Crew leadership and safety planning in remote field camps")
    save(d, "25-fisheries-biologist-seasonal-us.docx")


def f26():
    """Indian analytical R&D scientist: bordered tables (experience and education), personal details, declaration."""
    d = new_doc("Times New Roman", 11, 1.8)
    para(d, "RESUME", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    para(d, "Dr. K. Lakshmi Prasanna", bold=True, size=13, space_after=0)
    para(d, "Senior Research Scientist – Analytical Research & Development", space_after=0)
    para(d, "H.No. 8-3-231/B, Srinagar Colony, Hyderabad – 500073, Telangana", space_after=0)
    para(d, "Mobile: +91 94400 55317 | E-mail: lakshmi.prasanna.ard@example.in", space_after=6)
    rule_heading(d, "Career Summary", "000000", 11)
    for b in ["12+ years of experience in Analytical Research & Development (ARD) of generic formulations (OSD, injectables) for US, EU and emerging markets.",
              "Method development and validation of assay, related substances, dissolution and residual solvents by HPLC, UPLC, GC and LC-MS.",
              "Preparation of analytical sections (Module 3.2.P.5) for ANDA and DMF filings; response to FDA deficiency letters.",
              "Handling of Empower 3, Chromeleon and LabSolutions CDS; elemental impurities by ICP-MS as per ICH Q3D."]:
        bullet(d, b)
    rule_heading(d, "Professional Experience", "000000", 11)
    t = d.add_table(rows=1, cols=4)
    borders(t, "single")
    for c, h in zip(t.rows[0].cells, ["Organisation", "Designation", "Period", "Work profile"]):
        cell_text(c, h, bold=True)
    rows = [("Dr. Reddy's Laboratories Ltd., Integrated Product Development Organisation, Bachupally, Hyderabad", "Senior Research Scientist", "July 2019 – Present",
             "Team lead (6 analysts) for method development and validation of complex generics; nitrosamine risk assessment and NDSRI methods by LC-MS/MS."),
            ("Aurobindo Pharma Ltd., Research Centre-II, Bachupally, Hyderabad", "Research Scientist", "June 2015 to June 2019",
             "Method development for OSD and injectables; forced degradation studies; technology transfer to QC."),
            ("Hetero Drugs Ltd., Jeedimetla, Hyderabad", "Junior Research Associate", "Feb 2014 to May 2015",
             "Routine analysis of development samples by HPLC and GC; stability sample analysis."),
            ("Mylan Laboratories Ltd., Bollaram", "Trainee Chemist", "Sept 2013 to Jan 2014",
             "Wet analysis and HPLC analysis of raw materials.")]
    for org, des, per, prof in rows:
        cells = t.add_row().cells
        cell_text(cells[0], org)
        cell_text(cells[1], des)
        cell_text(cells[2], per)
        cell_text(cells[3], prof)
    set_widths(t, (4.6, 3.2, 3.0, 6.6))
    rule_heading(d, "Academic Qualifications", "000000", 11)
    t = d.add_table(rows=1, cols=4)
    borders(t, "single")
    for c, h in zip(t.rows[0].cells, ["Qualification", "Institution / University", "Year", "Class"]):
        cell_text(c, h, bold=True)
    for q in [("Ph.D. (Chemistry)", "Jawaharlal Nehru Technological University Hyderabad (JNTUH)", "2021", "Awarded (part-time)"),
              ("M.Sc. (Analytical Chemistry)", "Osmania University, Hyderabad", "2013", "First Class with Distinction"),
              ("B.Sc. (MPC)", "Andhra University, Visakhapatnam", "2011", "First Class")]:
        cells = t.add_row().cells
        for c, v in zip(cells, q):
            cell_text(c, v)
    set_widths(t, (4.0, 8.0, 2.0, 3.4))
    rule_heading(d, "Instruments Handled", "000000", 11)
    para(d, "HPLC (Waters Alliance, Agilent 1260), UPLC (Waters Acquity H-Class), GC-HS (Agilent 7890), LC-MS/MS (Sciex QTRAP 6500+), "
            "ICP-MS (Agilent 7800), dissolution apparatus (Electrolab), KF titrator, UV-Visible spectrophotometer, FTIR")
    rule_heading(d, "Publications", "000000", 11)
    para(d, "1. Prasanna KL, et al. Stability-indicating UPLC method for ticagrelor and its impurities. J Chromatogr Sci. 2020;58:512–520.")
    para(d, "2. Prasanna KL, Rao BM. Determination of NDMA in metformin by LC-MS/MS. J Pharm Biomed Anal. 2021;195:113868.")
    rule_heading(d, "Personal Profile", "000000", 11)
    for k, v in [("Father's Name", "K. Venkateswara Rao"), ("Date of Birth", "09 May 1991"), ("Languages", "English, Telugu, Hindi"),
                 ("Marital Status", "Married"), ("Passport", "Available")]:
        p = para(d, "", space_after=0)
        p.paragraph_format.tab_stops.add_tab_stop(Cm(4.5))
        runs(p, (k, True, False), ("\t: " + v, False, False))
    rule_heading(d, "Declaration", "000000", 11)
    para(d, "I hereby declare that the above-mentioned information is correct to the best of my knowledge and I bear the responsibility "
            "for the correctness of the above-mentioned particulars.")
    p = para(d, "Place: Hyderabad")
    p2 = para(d, "")
    p2.paragraph_format.tab_stops.add_tab_stop(Cm(17), WD_TAB_ALIGNMENT.RIGHT)
    p2.add_run("Date:\t(K. Lakshmi Prasanna)")
    save(d, "26-analytical-rd-scientist-tables-in.docx")


def f27():
    """Irish validation (CQV) scientist: employer-first with tab dates, contract roles through an agency."""
    d = new_doc("Cambria", 10.5, 2.0)
    para(d, "Declan Fitzgerald-Moyo", bold=True, size=18, space_after=0)
    para(d, "Validation Scientist | CQV | Sterile & Biologics", size=11, color="444444", space_after=0)
    para(d, "Carlow, Ireland | +353 85 555 0264 | declan.fm@example.ie", size=9.5, space_after=8)
    rule_heading(d, "Summary", "2F5496", upper=False)
    para(d, "Validation scientist with ten years across commissioning, qualification and validation (CQV) of biologics and sterile "
            "fill-finish facilities, first as a QC chemist. Strong in cleaning validation, autoclave and SIP qualification, and "
            "risk-based approaches to ASTM E2500 and ISPE Baseline Guide 5. Works well with engineering, QA and operations.")
    rule_heading(d, "Career History", "2F5496", upper=False)
    blocks = [("MSD Ireland (Carlow)", "Carlow", [("Senior Validation Specialist", "Jan. 2022 – present",
                 ["Validation lead for a new vaccine formulation and filling line: URS, risk assessments, IQ/OQ/PQ, PPQ support.",
                  "Cleaning validation (CIP/COP): MACO calculations, swab and rinse recovery, TOC and conductivity acceptance criteria.",
                  "Kneat Gx power user; approver of protocols and summary reports."])]),
              ("PM Group (contract to Takeda, Grange Castle)", "Dublin", [("CQV Engineer (contractor)", "Mar. 2019 – Dec. 2021",
                 ["Commissioning and qualification of bioreactors, CIP skids, autoclaves and WFI systems.",
                  "Temperature mapping (Kaye ValProbe RT) of cold rooms, incubators and autoclaves."])]),
              ("Allergan Pharmaceuticals Ireland (now AbbVie), Westport", "Westport, Co. Mayo",
                 [("Validation Specialist", "Sept. 2017 – Feb. 2019", ["Equipment and computerised system validation (GAMP 5) for aseptic filling."]),
                  ("QC Chemist", "Aug. 2015 – Aug. 2017", ["HPLC, GC and Karl Fischer release testing of sterile ophthalmic products."])]) ]
    for org, town, roles in blocks:
        p = para(d, "", space_after=0)
        p.paragraph_format.space_before = Pt(8)
        runs(p, (org, True, False))
        for title, when, bl in roles:
            tabbed(d, title, when, 17.0, bold=False, italic_right=True, before=1)
            for b in bl:
                bullet(d, b)
    rule_heading(d, "Education", "2F5496", upper=False)
    tabbed(d, "BSc (Hons) Pharmaceutical Science – South East Technological University (IT Carlow)", "2015", 17.0, bold=False, before=2)
    tabbed(d, "Certificate in Validation Practices (Level 8, Special Purpose Award) – Technological University Dublin", "2018", 17.0, bold=False, before=2)
    rule_heading(d, "Skills", "2F5496", upper=False)
    para(d, "Commissioning and qualification (IQ/OQ/PQ) · cleaning validation · temperature mapping · process validation support · "
            "computer system validation (GAMP 5, Annex 11) · Kneat Gx · risk assessment (FMEA) · EU GMP Annex 1 and Annex 15 · "
            "technical writing · HPLC")
    rule_heading(d, "Other", "2F5496", upper=False)
    para(d, "Full clean driving licence. Available for site-based work in Leinster and Munster.")
    save(d, "27-validation-specialist-employer-first-ie.docx")


def f28():
    """New Zealand food technologist: employer/date table rows with the title in a merged row below."""
    d = new_doc("Calibri", 10.5, 1.9)
    para(d, "Aroha Te Rangi-Walsh", bold=True, size=20, color="6B4226", space_after=0)
    para(d, "Food Technologist  ·  Hamilton 3204, New Zealand  ·  021 555 0193  ·  aroha.terangiwalsh@example.co.nz", size=9.5, space_after=8)
    rule_heading(d, "Profile", "6B4226")
    para(d, "Food technologist with five years in dairy manufacturing and ingredients R&D. Practical with product trials, shelf-life "
            "studies, HACCP and sensory evaluation; comfortable on the factory floor and in the pilot plant.")
    rule_heading(d, "Work Experience", "6B4226")
    t = d.add_table(rows=0, cols=2)
    borders(t)
    jobs = [("Fonterra Research and Development Centre, Palmerston North", "Mar 2023 – Present", "Food Technologist – Consumer Dairy",
             ["Run pilot-plant trials for high-protein yoghurt and UHT beverages; scale-up support at Te Rapa and Waitoa sites.",
              "Shelf-life and accelerated stability studies; texture analysis (TA.XT), rheology and particle sizing.",
              "Sensory panels (triangle tests, descriptive analysis) with Compusense."]),
            ("Open Country Dairy, Waharoa", "Jan 2021 – Feb 2023", "Quality Assurance Technologist",
             ["HACCP and RMP verification; internal audits against FSSC 22000; MPI verifier visits.",
              "Microbiology and chemistry release of whole milk powder; non-conformance and CAPA in the QMS."]),
            ("Tatua Co-operative Dairy Company, Morrinsville", "Nov 2019 – Feb 2020", "Summer Student – Laboratory",
             ["Compositional testing (fat, protein, moisture) of speciality dairy ingredients."])]
    for org, when, title, bl in jobs:
        row = t.add_row().cells
        cell_text(row[0], org, bold=True)
        p = row[1].paragraphs[0]
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        p.add_run(when).italic = True
        row2 = t.add_row().cells
        m = row2[0].merge(row2[1])
        cell_text(m, title, italic=True)
        cell_bullets(m, bl)
    set_widths(t, (12.5, 4.8))
    rule_heading(d, "Education", "6B4226")
    para(d, "Bachelor of Science (Food Science), University of Otago, Dunedin – 2020", space_after=1)
    para(d, "Postgraduate Certificate in Dairy Science and Technology, Massey University – 2022", space_after=1)
    rule_heading(d, "Certifications", "6B4226")
    bullet(d, "HACCP Level 4 (NZQA unit standards), 2021")
    bullet(d, "FSSC 22000 Internal Auditor, 2022")
    bullet(d, "First Aid (Workplace), St John, 2024")
    rule_heading(d, "Skills", "6B4226")
    para(d, "Product development · pilot plant trials · shelf-life studies · sensory evaluation · HACCP · FSSC 22000 · texture analysis · "
            "food microbiology · Minitab · Excel · te reo Māori (conversational) · teamwork")
    save(d, "28-food-technologist-dairy-table-nz.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
    print("wrote 8 docx files")
